import { z } from 'zod';
import { COUPON_APPLIES_TO, COUPON_TYPES } from '../../contract/loan/api.ts';
import type { CouponAppliesTo } from '../../contract/loan/api.ts';
import type { Language } from '../../contract/language.ts';
import { parseJsonWith } from './parse-json.ts';
import type { ParsedJson } from './parse-json.ts';

/*
 * Coupon campaigns from COUPON_CAMPAIGNS_JSON (docs/coupons.md#campaigns): each grants one coupon
 * to every borrower of its audience who opens the coupon list or signs in between grantFrom and
 * grantUntil, once per borrower. Checked at start; a bad campaign stops the server. Default: none.
 */

export const CAMPAIGN_AUDIENCES = ['everyone', 'approved', 'repeat'] as const;

/** An instant with its offset, e.g. 2026-03-01T00:00:00+08:00. */
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const title = z.string().trim().min(1).max(60);

const campaignSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'lower-case letters, digits and -' }),
    type: z.enum(COUPON_TYPES),
    appliesTo: z.enum(COUPON_APPLIES_TO).optional(),
    deductionCentavos: z.number().int().min(1).max(100_000_00),
    minCentavos: z.number().int().min(1).max(100_000_00).optional(),
    grantFrom: instant,
    grantUntil: instant,
    validDays: z.number().int().min(1).max(365),
    audience: z.enum(CAMPAIGN_AUDIENCES),
    titles: z.object({ en: title, ph: title.optional(), hi: title.optional() }).strict(),
  })
  .strict()
  .refine((c) => c.grantUntil > c.grantFrom, {
    error: 'grantUntil must be after grantFrom',
    path: ['grantUntil'],
  })
  .refine(
    (c) =>
      c.type === 'platform' ||
      c.appliesTo === undefined ||
      c.appliesTo === (c.type === 'withdrawal' ? 'withdrawal' : 'payInFull'),
    { error: 'only a platform coupon may choose appliesTo', path: ['appliesTo'] },
  );

const campaignsSchema = z
  .array(campaignSchema)
  .max(50)
  .refine((cs) => new Set(cs.map((c) => c.id)).size === cs.length, {
    error: 'campaign ids repeat',
  });

export interface CouponCampaign {
  id: string;
  type: (typeof COUPON_TYPES)[number];
  appliesTo: CouponAppliesTo;
  deductionCentavos: number;
  minCentavos: number | null;
  grantFrom: Date;
  grantUntil: Date;
  validDays: number;
  audience: (typeof CAMPAIGN_AUDIENCES)[number];
  titles: { en: string } & Partial<Record<Language, string>>;
}

export type ParsedCampaigns = ParsedJson<CouponCampaign[]>;

/**
 * COUPON_CAMPAIGNS_JSON → checked campaigns, or the problem that stops the server. A coupon only
 * lowers charges or a payment, so no campaign can push a loan over a cap
 * (docs/coupons.md#campaigns); the checks are of the campaign itself.
 */
export function parseCouponCampaigns(json: string | undefined): ParsedCampaigns {
  if (json === undefined) return { ok: true, value: [] };
  const parsed = parseJsonWith(campaignsSchema, json);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    value: parsed.value.map((c) => ({
      ...c,
      appliesTo:
        c.appliesTo ??
        (c.type === 'withdrawal' || c.type === 'platform' ? 'withdrawal' : 'payInFull'),
      minCentavos: c.minCentavos ?? null,
    })),
  };
}

/** The campaigns granting at `at`. */
export const grantingCampaigns = (campaigns: readonly CouponCampaign[], at: Date) =>
  campaigns.filter((c) => c.grantFrom <= at && at < c.grantUntil);

/** A campaign's title in the language asked for, English when it has none. */
export const campaignTitle = (campaign: CouponCampaign, language: Language): string =>
  campaign.titles[language] ?? campaign.titles.en;
