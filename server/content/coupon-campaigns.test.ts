import { describe, expect, it } from 'vitest';
import { campaignTitle, grantingCampaigns, parseCouponCampaigns } from './coupon-campaigns.ts';

const campaign = {
  id: 'summer-2026',
  type: 'platform',
  appliesTo: 'payInFull',
  deductionCentavos: 10_000,
  minCentavos: 300_000,
  grantFrom: '2026-03-01T00:00:00+08:00',
  grantUntil: '2026-04-01T00:00:00+08:00',
  validDays: 14,
  audience: 'approved',
  titles: { en: 'Summer treat', ph: 'Pasalubong sa tag-init' },
};
const parse = (value: unknown) => parseCouponCampaigns(JSON.stringify(value));

describe('COUPON_CAMPAIGNS_JSON', () => {
  it('is none by default', () => {
    expect(parseCouponCampaigns(undefined)).toEqual({ ok: true, value: [] });
  });

  it('reads a campaign, dates as instants, appliesTo from the type when left out', () => {
    const parsed = parse([
      campaign,
      { ...campaign, id: 'cash', type: 'cash', appliesTo: undefined },
    ]);
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.value[0]!.grantFrom.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(parsed.value[1]!.appliesTo).toBe('payInFull');
    expect(parsed.value[1]!.minCentavos).toBe(300_000);
    expect(campaignTitle(parsed.value[0]!, 'hi')).toBe('Summer treat');
    expect(campaignTitle(parsed.value[0]!, 'ph')).toBe('Pasalubong sa tag-init');
    expect(grantingCampaigns(parsed.value, new Date('2026-03-31T15:59:59Z'))).toHaveLength(2);
    expect(grantingCampaigns(parsed.value, new Date('2026-03-31T16:00:00Z'))).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{', 'not valid JSON'],
    ['repeated ids', JSON.stringify([campaign, campaign]), 'campaign ids repeat'],
    [
      'dates the wrong way',
      JSON.stringify([{ ...campaign, grantUntil: campaign.grantFrom }]),
      '0.grantUntil: grantUntil must be after grantFrom',
    ],
    [
      'a date without offset',
      JSON.stringify([{ ...campaign, grantFrom: '2026-03-01' }]),
      '0.grantFrom',
    ],
    ['no English title', JSON.stringify([{ ...campaign, titles: { ph: 'x' } }]), '0.titles.en'],
    [
      'a withdrawal coupon for payment in full',
      JSON.stringify([{ ...campaign, type: 'withdrawal' }]),
      '0.appliesTo: only a platform coupon may choose appliesTo',
    ],
    [
      'no deduction',
      JSON.stringify([{ ...campaign, deductionCentavos: 0 }]),
      '0.deductionCentavos',
    ],
    ['a year and a day', JSON.stringify([{ ...campaign, validDays: 366 }]), '0.validDays'],
    ['an unknown audience', JSON.stringify([{ ...campaign, audience: 'vip' }]), '0.audience'],
    ['an unknown field', JSON.stringify([{ ...campaign, colour: 'red' }]), '0'],
  ])('refuses %s', (_name, json, problem) => {
    const parsed = parseCouponCampaigns(json);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toContain(problem);
  });
});
