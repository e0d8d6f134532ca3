import { randomUUID } from 'node:crypto';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import type { AuditNote } from '../../repositories/staff-audit.ts';
import type {
  AvailableCoupons,
  CouponAppliesTo,
  CouponListItem,
  InvalidCoupons,
} from '../../../contract/loan/api.ts';
import { COUPON_SOURCES } from '../../../contract/loan/api.ts';
import type { Language } from '../../../contract/language.ts';
import { campaignTitle } from '../../content/coupon-campaigns.ts';
import { appliesToAllowed, defaultAppliesTo } from '../../domain/coupon-rules.ts';
import { AppError } from '../../errors.ts';
import {
  couponView,
  findCoupon,
  insertOperatorCoupon,
  listAvailableCoupons,
  listSpentCoupons,
} from '../../repositories/coupons.ts';
import type { CouponType, ListedCouponRow } from '../../repositories/coupons.ts';
import { findLiveCustomerKey } from '../../repositories/customers.ts';
import { insertMessage } from '../../repositories/messages.ts';
import type { ServiceDeps } from '../deps.ts';
import {
  campaignsGranting,
  couponGrantedMessage,
  grantDueCampaignCoupons,
} from './campaign-grants.ts';
import { DAY_MS } from '../../../contract/calendar.ts';

/** An operator's grant (POST /api/desk/coupons, docs/coupons.md#operator-grants). */
export interface OperatorGrant {
  /** The public id the borrower sees (c_…). */
  customerId: string;
  type: CouponType;
  appliesTo?: CouponAppliesTo | undefined;
  deductionCentavos: number;
  validDays: number;
  minCentavos?: number | undefined;
  note?: string | undefined;
  /** Sandbox only: already past its validity, for testers. */
  expired?: boolean | undefined;
}

const isSource = (value: string): value is CouponListItem['source'] =>
  (COUPON_SOURCES as readonly string[]).includes(value);

/**
 * The borrower's coupon lists (docs/coupons.md#lists) and the grants that are not events of a
 * loan: campaigns (docs/coupons.md#campaigns) and operators (docs/coupons.md#operator-grants).
 * Coupons are granted by the server only, never on a client's word.
 */
export function createCouponService({ db, config, now }: ServiceDeps) {
  function listItem(row: ListedCouponRow, at: Date, language: Language): CouponListItem {
    const campaign = row.campaignId
      ? config.loan.couponCampaigns.find((c) => c.id === row.campaignId)
      : undefined;
    return {
      ...couponView(row, at),
      appliesTo: row.appliesTo,
      minCentavos: row.minCentavos,
      // Written by the server only; an unknown value would be a hand-typed row.
      source: isSource(row.source) ? row.source : 'operator',
      title: campaign ? campaignTitle(campaign, language) : null,
      reservedFor:
        row.reservedOrderId && row.reservedKind
          ? { kind: row.reservedKind, orderId: row.reservedOrderId }
          : null,
    };
  }

  return {
    /** Grants the due campaign coupons first, then lists only the caller's coupons. */
    async list(
      customerId: string,
      query: { list: 'available' | 'invalid'; language: Language },
    ): Promise<AvailableCoupons | InvalidCoupons> {
      const at = now();
      if (campaignsGranting(config, at)) {
        await db.transaction((tx) => grantDueCampaignCoupons(tx, config, customerId, at));
      }
      const item = (row: ListedCouponRow) => listItem(row, at, query.language);
      if (query.list === 'available') {
        return { available: (await listAvailableCoupons(db, customerId, at)).map(item) };
      }
      const { expired, used } = await listSpentCoupons(db, customerId, at);
      return { expired: expired.map(item), used: used.map(item) };
    },

    /**
     * An operator's grant with its couponGranted message. Refusals: NOT_FOUND (field customerId)
     * for an unknown or deleted account; VALIDATION_FAILED (field appliesTo) when a type that has
     * its own place is sent elsewhere; FORBIDDEN for `expired` without the sandbox.
     */
    async grant(
      input: OperatorGrant,
      audit?: AuditNote,
    ): Promise<{ customerId: string; coupon: CouponListItem }> {
      const at = now();
      const appliesTo = input.appliesTo ?? defaultAppliesTo(input.type);
      if (!appliesToAllowed(input.type, appliesTo)) {
        throw new AppError('VALIDATION_FAILED', `A ${input.type} coupon applies only to its own`, {
          field: 'appliesTo',
        });
      }
      if (input.expired && !config.sandboxEnabled) {
        throw new AppError('FORBIDDEN', 'expired is a sandbox tool: SANDBOX_ENABLED is off');
      }
      const customerKey = await findLiveCustomerKey(db, input.customerId);
      if (!customerKey) {
        throw new AppError('NOT_FOUND', 'No such customer', { field: 'customerId' });
      }
      // A tester's expired coupon ended a minute ago, after lasting its days.
      const validUntil = input.expired
        ? new Date(at.getTime() - 60_000)
        : new Date(at.getTime() + input.validDays * DAY_MS);
      const validFrom = input.expired
        ? new Date(validUntil.getTime() - input.validDays * DAY_MS)
        : at;
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await insertOperatorCoupon(tx, {
          id,
          customerId: customerKey,
          type: input.type,
          appliesTo,
          deductionCentavos: input.deductionCentavos,
          minCentavos: input.minCentavos ?? null,
          validFrom,
          validUntil,
          note: input.note ?? null,
          at,
        });
        if (audit) {
          await insertAuditEntry(tx, {
            ...audit,
            at,
            detail: {
              ...audit.detail,
              couponId: id,
              type: input.type,
              deductionCentavos: input.deductionCentavos,
            },
          });
        }
        // A coupon born expired is a tester's fixture, not news for the borrower.
        if (!input.expired) {
          await insertMessage(
            tx,
            couponGrantedMessage(
              customerKey,
              { id, type: input.type, deductionCentavos: input.deductionCentavos, validUntil },
              at,
            ),
          );
        }
      });
      const row = await findCoupon(db, customerKey, id);
      return {
        customerId: input.customerId,
        coupon: listItem({ ...row!, reservedOrderId: null, reservedKind: null }, at, 'en'),
      };
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
