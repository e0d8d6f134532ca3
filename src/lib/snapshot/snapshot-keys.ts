/**
 * What the offline snapshot keeps (docs/offline.md#snapshot): the answers of these queries, each
 * under a key that names its borrower, so a purge by borrower (drafts/purge-drafts.ts, the
 * `snapshot` family of drafts/legacy-owner.ts OWNED_KEY) removes them with the drafts.
 */
export const SNAPSHOT_ENDPOINTS = [
  // Home: where the application stands, then the loan home (quota, the open order, its dues).
  'getProfileStatus',
  'getLoanHome',
  // The order in full, and what it owes today with the ways to pay.
  'getOrder',
  'getRepayment',
  // The repayment record (all loans, or one).
  'getRepayments',
  // The first page of each message tab: the latest messages.
  'getMessagePage',
  // The coupon lists.
  'getCoupons',
] as const;

export type SnapshotEndpoint = (typeof SNAPSHOT_ENDPOINTS)[number];

/**
 * The shape of an endpoint's answer, in its key: when an answer changes shape, what a phone kept
 * of the old one is never read as the new (it is left for the next purge). 2: a loan's dues
 * (docs/loans.md#dues) replaced its owed figures. 3: the open order carries its waiting payment
 * (docs/loans.md#waiting-payment). Then the dues say when late charges stopped at the cap, a
 * payment's coupon by what it lowered, and a cash coupon its extension statement: home and the
 * order 4, the repayment view and the record 3.
 */
const SHAPES: Partial<Record<SnapshotEndpoint, number>> = {
  getLoanHome: 4,
  getOrder: 4,
  getRepayment: 3,
  getRepayments: 3,
};

export const isSnapshotEndpoint = (name: unknown): name is SnapshotEndpoint =>
  (SNAPSHOT_ENDPOINTS as readonly unknown[]).includes(name);

/**
 * The IndexedDB key family; every key is `snapshot:<customerId>:<endpoint>[@<shape>]:<arguments>`.
 */
export const SNAPSHOT_FAMILY = 'snapshot';

/** The first part of every key of one borrower. */
export const snapshotPrefix = (customerId: string) => `${SNAPSHOT_FAMILY}:${customerId}:`;

/** Arguments as text, the same whatever the order of an object's fields. */
function argsText(args: unknown): string {
  if (args === undefined || args === null) return '';
  if (typeof args !== 'object') return String(args);
  const entries = Object.entries(args as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}

/**
 * Where one answer is kept, or null when it is not kept: no borrower, another query, or a later
 * page of messages (only the first page of a tab is kept).
 */
export function snapshotKey(customerId: string, endpoint: string, args: unknown): string | null {
  if (!customerId || !isSnapshotEndpoint(endpoint)) return null;
  if (endpoint === 'getMessagePage' && (args as { cursor?: unknown } | null)?.cursor) return null;
  const shape = SHAPES[endpoint];
  return `${snapshotPrefix(customerId)}${endpoint}${shape ? `@${shape}` : ''}:${argsText(args)}`;
}
