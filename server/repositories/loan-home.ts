import { OPEN_ORDER_STATUSES } from '../../contract/loan/order-states.ts';
import type { BankDetails } from '../../contract/profile/schemas.ts';
import type { Db } from '../db/db.ts';
import type { LedgerEntry } from '../domain/ledger/types.ts';
import { APPLICATION_COLUMNS } from './applications.ts';
import type { Application } from './applications.ts';
import { COUPON_COLUMNS } from './coupons.ts';
import type { CouponRow } from './coupons.ts';
import { LEDGER_ENTRY_COLUMNS, toEntry } from './ledger.ts';
import type { EntryRow } from './ledger.ts';
import { hydrateApplication, instant, whole, wholeOrNull } from './json-rows.ts';
import { OPEN_ORDER_CONDITION, ORDER_COLUMNS } from './orders.ts';
import type { OrderRow } from './orders.ts';
import { INTENT_COLUMNS, INTENT_FROM } from './payment-intents.ts';
import type { IntentRow } from './payment-intents.ts';

/** Everything the loan home shows, as the separate readers would answer it. */
export interface LoanHomeRows {
  /** latestApplication */
  application: Application | null;
  /** findOpenOrder */
  openOrder: OrderRow | null;
  /** readLedgerEntries of the open order once it was paid out; null before. */
  ledgerEntries: LedgerEntry[] | null;
  /** listUsableCoupons(['withdrawal']): withdrawal and platform coupons that apply there. */
  coupons: CouponRow[];
  /** The profile's bank section. */
  bank: BankDetails | null;
  /** findBonusCeiling: the home-screen bonus's ceiling, null without it. */
  bonusCeilingCentavos: number | null;
  /** findLiveIntent of the open order once it was paid out: the payment that may wait for the
   * borrower (docs/loans.md#waiting-payment); null without one. */
  liveIntent: IntentRow | null;
}

/**
 * The rows and what a cached home needs to know of them (docs/performance.md#loan-home-cache):
 * the customer's loan home version in the same snapshot, and the next instant a coupon becomes
 * usable, before which `coupons` stays the answer for any later instant.
 */
export interface LoanHomeRead {
  rows: LoanHomeRows;
  version: number;
  nextCouponFrom: Date | null;
}

type Json = Record<string, unknown>;

/** 0 until anything the home shows was first written (migration 011). */
const VERSION = `COALESCE((SELECT version FROM loan_home_versions WHERE customer_id = $1), 0)`;

/*
 * One statement instead of five: home is the screen every borrower opens, and each statement
 * costs a round trip and the database's own work (docs/performance.md#one-statement-views). Each part is
 * the same SELECT as its own reader, turned into JSON; hydrate() gives back the types the driver
 * would (instants as Date). json, not jsonb: the text is built once, not built as jsonb and then
 * printed. $1 customer, $2 open statuses, $3 the instant, $4 where the coupons apply
 * (docs/coupons.md#platform-coupons). The live intent is findLiveIntent's: at most one per loan
 * (payment_intents_one_live).
 */
export const LOAN_HOME = `
WITH open_order AS (
  SELECT id AS "orderKey", disbursed_at IS NOT NULL AS "paidOut",
         (SELECT to_json(r) FROM (SELECT ${ORDER_COLUMNS}) r) AS json
    FROM orders WHERE customer_id = $1 AND ${OPEN_ORDER_CONDITION}
)
SELECT
  (SELECT to_json(a) FROM (
     SELECT ${APPLICATION_COLUMNS} FROM applications WHERE customer_id = $1
      ORDER BY submitted_at DESC, seq DESC LIMIT 1) a) AS application,
  (SELECT json FROM open_order) AS "openOrder",
  (SELECT json_agg(to_json(e) ORDER BY e.seq) FROM (
     SELECT ${LEDGER_ENTRY_COLUMNS} FROM ledger_entries
      WHERE order_id = (SELECT "orderKey" FROM open_order WHERE "paidOut")) e) AS ledger,
  (SELECT EXISTS (SELECT 1 FROM open_order WHERE "paidOut")) AS "paidOut",
  (SELECT COALESCE(json_agg(c.json ORDER BY c.deduction DESC, c.until, c.id), '[]'::json) FROM (
     SELECT id, deduction_centavos AS deduction, valid_until AS until,
            (SELECT to_json(r) FROM (SELECT ${COUPON_COLUMNS}) r) AS json
       FROM coupons
      WHERE customer_id = $1 AND applies_to = ANY($4::text[])
        AND status = 'available' AND valid_from <= $3 AND valid_until > $3) c) AS coupons,
  (SELECT data FROM profile_sections WHERE customer_id = $1 AND section = 'bank') AS bank,
  (SELECT ceiling_centavos FROM home_screen_bonuses WHERE customer_id = $1) AS "bonusCeiling",
  (SELECT to_json(p) FROM (
     SELECT ${INTENT_COLUMNS} ${INTENT_FROM}
      WHERE i.order_id = (SELECT "orderKey" FROM open_order WHERE "paidOut")
        AND i.status = 'pending') p) AS "liveIntent",
  (SELECT min(valid_from) FROM coupons
    WHERE customer_id = $1 AND applies_to = ANY($4::text[])
      AND status = 'available' AND valid_from > $3) AS "nextCouponFrom",
  (${VERSION}) AS version`;

function order(json: Json): OrderRow {
  return {
    ...(json as unknown as OrderRow),
    amountCentavos: whole(json.amountCentavos),
    termDays: whole(json.termDays),
    receivedCentavos: whole(json.receivedCentavos),
    totalRepaymentCentavos: whole(json.totalRepaymentCentavos),
    disbursedAt: instant(json.disbursedAt),
    settledAt: instant(json.settledAt),
    cancelledAt: instant(json.cancelledAt),
    principalReturnedAt: instant(json.principalReturnedAt),
    createdAt: instant(json.createdAt)!,
    updatedAt: instant(json.updatedAt)!,
  };
}

function coupon(json: Json): CouponRow {
  return {
    ...(json as unknown as CouponRow),
    deductionCentavos: whole(json.deductionCentavos),
    minCentavos: wholeOrNull(json.minCentavos),
    validFrom: instant(json.validFrom)!,
    validUntil: instant(json.validUntil)!,
    usedAt: instant(json.usedAt),
  };
}

function entry(json: Json): LedgerEntry {
  return toEntry({
    ...(json as unknown as EntryRow),
    seq: whole(json.seq),
    centavos: whole(json.centavos),
  });
}

function intent(json: Json): IntentRow {
  return {
    ...(json as unknown as IntentRow),
    amountCentavos: whole(json.amountCentavos),
    couponCentavos: whole(json.couponCentavos),
    agreedAt: instant(json.agreedAt),
    expiresAt: instant(json.expiresAt)!,
    createdAt: instant(json.createdAt)!,
    endedAt: instant(json.endedAt),
    givenUpAt: instant(json.givenUpAt),
    checkoutClosedAt: instant(json.checkoutClosedAt),
  };
}

export async function readLoanHome(db: Db, customerId: string, at: Date): Promise<LoanHomeRead> {
  const [row] = await db.query<{
    application: Json | null;
    openOrder: Json | null;
    ledger: Json[] | null;
    paidOut: boolean;
    coupons: Json[];
    bank: BankDetails | null;
    bonusCeiling: number | null;
    liveIntent: Json | null;
    nextCouponFrom: Date | null;
    version: number;
  }>(LOAN_HOME, [customerId, [...OPEN_ORDER_STATUSES], at, ['withdrawal']]);
  return {
    rows: {
      application: row!.application ? hydrateApplication(row!.application) : null,
      openOrder: row!.openOrder ? order(row!.openOrder) : null,
      ledgerEntries: row!.paidOut ? (row!.ledger ?? []).map(entry) : null,
      coupons: row!.coupons.map(coupon),
      bank: row!.bank,
      bonusCeilingCentavos: row!.bonusCeiling,
      liveIntent: row!.liveIntent ? intent(row!.liveIntent) : null,
    },
    version: row!.version,
    nextCouponFrom: row!.nextCouponFrom,
  };
}

/** The customer's loan home version now: one primary-key read. */
export async function readLoanHomeVersion(db: Db, customerId: string): Promise<number> {
  const [row] = await db.query<{ version: number }>(`SELECT ${VERSION} AS version`, [customerId]);
  return row!.version;
}
