import type {
  PayoutAction,
  PayoutDeskView,
  PayoutDetail,
  PayoutListItem,
} from '../../../contract/desk/payouts.ts';
import type { DeskRequest } from '../../../contract/desk/requests.ts';
import { findPayee } from '../../../contract/profile/payout-channels.ts';
import type { Db } from '../../db/db.ts';
import type { AuditNote } from '../../domain/desk/audit-note.ts';
import { initials, maskMobile, maskTailOf } from '../../domain/desk/masking.ts';
import { can } from '../../domain/desk/roles.ts';
import { AppError } from '../../errors.ts';
import { payoutDestination } from '../../payouts/payout-destination.ts';
import type { PayoutDestination } from '../../payouts/payout-provider.ts';
import { findDeskRequest } from '../../repositories/desk-requests.ts';
import type { DeskRequestRow } from '../../repositories/desk-requests.ts';
import {
  PAYOUT_LIST_LIMIT,
  accountOwners,
  activePayout,
  bringPayoutJobsForward,
  findPayoutOrder,
  listPayoutOrders,
  orderEvents,
  payoutAttempts,
} from '../../repositories/payout-desk.ts';
import type { PayoutDeskRow } from '../../repositories/payout-desk.ts';
import { lastPayoutProvider, lockOrderByNo } from '../../repositories/payouts.ts';
import type { OrderForPayout } from '../../repositories/payouts.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import type { ServiceDeps } from '../deps.ts';
import { startPayoutAttempt } from '../disbursement/payout-attempts.ts';
import { transitionOrder } from '../orders/order-machine.ts';
import { createFourEyes, requestView } from './four-eyes.ts';
import type { StaffActor } from './staff-service.ts';

/** An attempt with the provider longer than this is stuck: the borrower is told 24 hours. */
export const STUCK_AFTER_HOURS = 24;

const orderRecord = (orderNo: string) => ({ type: 'order', id: orderNo });

const notFound = () => new AppError('NOT_FOUND', 'No order with that number.');
const wrongState = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { field: 'orderNo' });

const isHeld = (order: OrderForPayout) => order.status === 'toCheck' && order.payoutHold !== null;

function accountMasked(account: PayoutDestination): string {
  return account.channel === 'remittance' || !account.account ? '' : maskTailOf(account.account);
}

function listItem(row: PayoutDeskRow): PayoutListItem {
  const account = row.payoutAccount;
  return {
    orderNo: row.orderNo,
    customerId: row.publicId,
    initials: initials(row.basic?.firstName, row.basic?.lastName),
    phoneMasked: maskMobile(row.phone),
    status: row.status,
    receivedCentavos: row.receivedCentavos,
    account: {
      channel: account.channel,
      payee: findPayee(account.channel, account.payeeCode)?.name ?? account.payeeCode,
      accountMasked: accountMasked(account),
      holderInitials: initials(account.firstName, account.lastName),
    },
    hold: row.hold ?? [],
    failureReason: row.failureReason,
    since: (row.heldAt ?? row.since).toISOString(),
    attempts: row.attempts,
    activeSince: row.activeSince?.toISOString() ?? null,
    pendingRequest: row.pendingRequest,
  };
}

/**
 * The payouts desk (docs/desk.md#payouts): the lists, one order, and what finance does — release a
 * held payout or retry a failed one (both under four eyes), mark the account invalid so the
 * borrower re-enters it, ask the provider again about a stuck one. Every step is in the audit
 * trail; the order's own history names the operator.
 */
export function createPayoutDesk(deps: ServiceDeps, providerName: string) {
  const { db, config, now } = deps;

  /**
   * A new attempt to the order's account, to the gateway of its last one (a key belongs to one
   * gateway), its history naming maker and checker. What no longer allows a payout is refused in
   * words that say what to do instead; the request stays for the checker to reject.
   */
  async function startAgain(
    tx: Db,
    s: {
      order: OrderForPayout;
      from: 'toCheck' | 'disbursementFailed';
      reason: string;
      request: DeskRequestRow;
      checker: StaffActor;
      at: Date;
    },
  ): Promise<boolean> {
    const { order, at } = s;
    if (order.applicationStatus !== 'approved') {
      throw wrongState('The application is no longer approved: reject this and cancel the order.');
    }
    const destination = payoutDestination(order.payoutAccount, config.profileRules, at);
    if (!destination) {
      throw wrongState(
        'The account no longer passes the account rules: reject this and mark it invalid.',
      );
    }
    const started = await startPayoutAttempt(tx, {
      order,
      destination,
      from: s.from,
      actor: 'operator',
      reason: s.reason,
      provider: (await lastPayoutProvider(tx, order.id)) ?? providerName,
      at,
      details: { requestId: s.request.id, makerId: s.request.madeBy, checkerId: s.checker.staffId },
    });
    return started !== null;
  }

  const lockRecord = (tx: Db, orderNo: string) => lockOrderByNo(tx, orderNo);
  const fourEyes = createFourEyes(deps, {
    'payout.release': {
      permission: 'payouts.act',
      lockRecord,
      async run(tx, request, checker, at) {
        const order = await lockOrderByNo(tx, request.recordId);
        if (!order || !isHeld(order)) return false;
        return startAgain(tx, { order, from: 'toCheck', reason: 'released', request, checker, at });
      },
    },
    'payout.retry': {
      permission: 'payouts.act',
      lockRecord,
      async run(tx, request, checker, at) {
        const order = await lockOrderByNo(tx, request.recordId);
        if (!order || order.status !== 'disbursementFailed') return false;
        const from = 'disbursementFailed';
        return startAgain(tx, { order, from, reason: 'staffRetry', request, checker, at });
      },
    },
  });

  function actionsFor(row: PayoutDeskRow, caller: StaffActor): PayoutAction[] {
    const actions: PayoutAction[] = [];
    const held = row.status === 'toCheck' && row.hold !== null;
    const mayAct = can(caller.roles, 'payouts.act');
    const stuck =
      row.status === 'disbursing' &&
      row.activeSince !== null &&
      now().getTime() - row.activeSince.getTime() > STUCK_AFTER_HOURS * 3600_000;
    if (mayAct && held && !row.pendingRequest) actions.push('release');
    if (mayAct && row.status === 'disbursementFailed' && !row.pendingRequest) actions.push('retry');
    if (mayAct && held) actions.push('markInvalid');
    if (mayAct && stuck) actions.push('checkAgain');
    if (
      (mayAct || can(caller.roles, 'care.act')) &&
      ['requested', 'toCheck', 'disbursementFailed'].includes(row.status)
    ) {
      actions.push('cancel');
    }
    return actions;
  }

  /** Locks the order and checks it is in a state the request makes sense for. */
  async function askAbout(
    kind: 'payout.release' | 'payout.retry',
    orderNo: string,
    note: string,
    caller: StaffActor,
  ): Promise<DeskRequest> {
    const id = await db.transaction(async (tx) => {
      const order = await lockOrderByNo(tx, orderNo);
      if (!order) throw notFound();
      if (kind === 'payout.release' && !isHeld(order)) {
        throw wrongState('Only a payout held for a person can be released.');
      }
      if (kind === 'payout.retry' && order.status !== 'disbursementFailed') {
        throw wrongState('Only a failed payout can be retried.');
      }
      return fourEyes.ask(tx, { kind, record: orderRecord(orderNo), note, by: caller, at: now() });
    });
    return requestView((await findDeskRequest(db, id))!, caller);
  }

  return {
    fourEyes,

    async list(view: PayoutDeskView) {
      const stuckBefore = new Date(now().getTime() - STUCK_AFTER_HOURS * 3600_000);
      const rows = await listPayoutOrders(db, view, stuckBefore, PAYOUT_LIST_LIMIT);
      return {
        orders: rows.slice(0, PAYOUT_LIST_LIMIT).map(listItem),
        more: rows.length > PAYOUT_LIST_LIMIT,
        stuckAfterHours: STUCK_AFTER_HOURS,
      };
    },

    async detail(orderNo: string, caller: StaffActor, audit: AuditNote): Promise<PayoutDetail> {
      const row = await findPayoutOrder(db, orderNo);
      if (!row) throw notFound();
      const [owners, attempts, history, requests] = await Promise.all([
        accountOwners(db, row.customerId, row.payoutAccount),
        payoutAttempts(db, row.orderId),
        orderEvents(db, row.orderId),
        fourEyes.about(orderRecord(orderNo), caller),
      ]);
      await insertAuditEntry(db, { ...audit, at: now() });
      return {
        order: { ...listItem(row), amountCentavos: row.amountCentavos },
        accountOwners: owners,
        attempts: attempts.map((a) => ({
          attempt: a.attempt,
          status: a.status,
          provider: a.provider,
          amountCentavos: a.amountCentavos,
          accountMasked: accountMasked(a.destination),
          reference: a.reference,
          failureReason: a.failureReason,
          createdAt: a.createdAt.toISOString(),
          requestedAt: a.requestedAt?.toISOString() ?? null,
          answeredAt: a.answeredAt?.toISOString() ?? null,
        })),
        history: history.map((e) => ({ ...e, at: e.at.toISOString() })),
        requests,
        actions: actionsFor(row, caller),
      };
    },

    requestRelease: (orderNo: string, note: string, caller: StaffActor) =>
      askAbout('payout.release', orderNo, note, caller),

    requestRetry: (orderNo: string, note: string, caller: StaffActor) =>
      askAbout('payout.retry', orderNo, note, caller),

    /** "Wallet or bank info invalid": the borrower re-enters the account (docs/desk.md#payouts). */
    async markAccountInvalid(orderNo: string, audit: AuditNote): Promise<{ orderNo: string }> {
      return db.transaction(async (tx) => {
        const order = await lockOrderByNo(tx, orderNo);
        if (!order) throw notFound();
        if (!isHeld(order)) {
          throw wrongState('Only a payout held for a person can be marked invalid.');
        }
        const at = now();
        await transitionOrder(tx, {
          orderId: order.id,
          from: ['toCheck'],
          to: 'disbursementFailed',
          at,
          actor: 'operator',
          reason: 'markedInvalid',
          details: { staffId: audit.staffId },
          set: { failureReason: 'accountUnavailable' },
          messageParams: { failureReason: 'accountUnavailable' },
        });
        await insertAuditEntry(tx, { ...audit, at });
        return { orderNo };
      });
    },

    /** Asks the provider about a stuck attempt now: the same attempt and key, never a second payout. */
    async checkAgain(orderNo: string, audit: AuditNote): Promise<{ orderNo: string }> {
      return db.transaction(async (tx) => {
        const order = await lockOrderByNo(tx, orderNo);
        if (!order) throw notFound();
        const payout = order.status === 'disbursing' ? await activePayout(tx, order.id) : null;
        if (!payout) throw wrongState('The order has no payout with the provider.');
        const at = now();
        if ((await bringPayoutJobsForward(tx, payout.id, at)) === 0) {
          throw wrongState(
            'Nothing waits to ask the provider: it is being asked now, or its job was dismissed ' +
              '(see the failed jobs).',
          );
        }
        await insertAuditEntry(tx, { ...audit, at });
        return { orderNo };
      });
    },
  };
}

export type PayoutDesk = ReturnType<typeof createPayoutDesk>;
