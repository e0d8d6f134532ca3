import { createHash, randomInt, randomUUID } from 'node:crypto';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import type { AuditNote } from '../../repositories/staff-audit.ts';
import { addDays, DAY_MS, manilaDate } from '../../../contract/calendar.ts';
import type {
  FeedbackRequest,
  OpsTicket,
  TicketDetail,
  TicketView,
} from '../../../contract/care/feedback-api.ts';
import { SCREENSHOT_PREFIX } from '../../../contract/care/feedback-api.ts';
import {
  FEEDBACK_TARGET_DAYS,
  SCREENSHOT_MAX_BYTES,
  type TicketStatus,
} from '../../../contract/care/feedback-rules.ts';
import { AppError } from '../../errors.ts';
import { JpegProblem, cleanJpeg } from '../../lib/jpeg.ts';
import { sameDigest } from '../../lib/secrets.ts';
import { lockKey } from '../../db/db.ts';
import {
  findOwnTicket,
  findTicket,
  findTicketByClientKey,
  findTicketOwner,
  insertTicket,
  insertTicketEvent,
  listOwnTickets,
  listTicketEvents,
  listTicketsForOps,
  lockTicket,
  updateTicket,
} from '../../repositories/feedback-tickets.ts';
import type { TicketRow } from '../../repositories/feedback-tickets.ts';
import { insertMessage } from '../../repositories/messages.ts';
import { newObjectKey } from '../../storage/object-store.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { isLiveCustomer } from '../../repositories/customers.ts';
import { PROFILE_LOCK_NAMESPACE, requireLiveCustomer } from '../account/live-customer.ts';
import type { ServiceDeps } from '../deps.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CONTENT_TYPE = 'image/jpeg';
/** A phone's screenshot, compressed by the app (long side ≤ 1600), is well inside these. */
const SCREENSHOT_SIDES = { min: 100, max: 4000 } as const;

/** 'FB' + Manila yyyymmdd + 6 random base32 characters: not a counter (docs/care.md#tickets). */
export function newTicketNo(at: Date): string {
  const random = Array.from({ length: 6 }, () => BASE32[randomInt(BASE32.length)]).join('');
  return `FB${manilaDate(at).replaceAll('-', '')}${random}`;
}

/** The Manila day the answer is due: the day it was received plus the target's days. */
export const targetDateOf = (at: Date): string => addDays(manilaDate(at), FEEDBACK_TARGET_DAYS);

export const ticketView = (row: TicketRow): TicketView => ({
  ticketNo: row.ticketNo,
  category: row.category,
  text: row.body,
  status: row.status,
  answer: row.answer,
  hasScreenshot: row.screenshotKey !== null,
  createdAt: row.createdAt.toISOString(),
  targetDate: row.targetDate,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** The screenshot's bytes without metadata, or PHOTO_PROBLEM on field screenshot. */
function cleanScreenshot(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(SCREENSHOT_PREFIX.length), 'base64');
  const problem = (why: string) =>
    new AppError('PHOTO_PROBLEM', `Screenshot problem: ${why}`, { field: 'screenshot' });
  if (bytes.length > SCREENSHOT_MAX_BYTES) throw problem('larger than 400 KB');
  try {
    return cleanJpeg(bytes, SCREENSHOT_SIDES).bytes;
  } catch (error) {
    if (error instanceof JpegProblem) throw problem(error.message);
    throw error;
  }
}

const sameSend = (row: TicketRow, input: FeedbackRequest, sha256: Buffer | null): boolean =>
  row.category === input.category &&
  row.body === input.text.trim() &&
  (row.screenshotSha256 === null
    ? sha256 === null
    : sha256 !== null && sameDigest(row.screenshotSha256, sha256));

/**
 * Feedback and complaints (docs/care.md#feedback): a ticket at once, followed by the borrower,
 * answered and closed by customer service. Texts are never logged.
 */
export function createFeedbackService({ db, now }: ServiceDeps, store: ObjectStore) {
  async function detail(row: TicketRow): Promise<TicketDetail> {
    const events = await listTicketEvents(db, row.id);
    return {
      ...ticketView(row),
      events: events.map((e) => ({ status: e.status, actor: e.actor, at: e.at.toISOString() })),
    };
  }

  async function screenshotOf(row: TicketRow | null): Promise<Buffer> {
    if (!row?.screenshotKey) {
      throw new AppError('NOT_FOUND', 'No such screenshot', { field: 'ticketNo' });
    }
    const bytes = await store.get(row.screenshotKey);
    if (!bytes) throw new Error(`Screenshot of ticket ${row.ticketNo} is missing from the store`);
    return bytes;
  }

  /**
   * An operator's moves of one ticket, in one transaction: each step its event; the first
   * answered or closed step writes the borrower's message (an answer that also closes is one
   * message, ticketAnswered). Under the borrower's profile lock, taken before the ticket's row
   * (the deletion's order): a deletion that committed meanwhile took the ticket with it, and one
   * that waits erases the message too (docs/account.md#account-deletion).
   */
  async function operate(
    ticketNo: string,
    steps: (row: TicketRow) => { status: TicketStatus; answer?: string }[],
    audit?: AuditNote,
  ): Promise<{ ticketNo: string; status: TicketStatus }> {
    const notFound = () => new AppError('NOT_FOUND', 'No such ticket', { field: 'ticketNo' });
    return db.transaction(async (tx) => {
      const owner = await findTicketOwner(tx, ticketNo);
      if (!owner) throw notFound();
      await lockKey(tx, PROFILE_LOCK_NAMESPACE, owner);
      // The borrower's account was deleted: to the operator, the ticket is gone.
      if (!(await isLiveCustomer(tx, owner))) throw notFound();
      const row = await lockTicket(tx, ticketNo);
      if (!row) throw notFound();
      if (row.status === 'closed') {
        throw new AppError('VALIDATION_FAILED', 'The ticket is closed', { field: 'ticketNo' });
      }
      const at = now();
      const planned = steps(row);
      for (const step of planned) {
        await updateTicket(tx, row.id, { ...step, at });
        await insertTicketEvent(tx, row.id, step.status, 'operator', at);
      }
      if (audit) {
        await insertAuditEntry(tx, {
          ...audit,
          at,
          detail: { ...audit.detail, from: row.status, to: planned.at(-1)!.status },
        });
      }
      const told = planned.find((s) => s.status === 'answered' || s.status === 'closed');
      if (told) {
        await insertMessage(tx, {
          customerId: row.customerId,
          kind: told.status === 'answered' ? 'ticketAnswered' : 'ticketClosed',
          params: { ticketNo: row.ticketNo },
          at,
        });
      }
      return { ticketNo: row.ticketNo, status: planned.at(-1)!.status };
    });
  }

  return {
    /**
     * Creates the ticket, or answers the one already sent under this client key (`created`
     * false). The same key with another text, category or screenshot is refused on clientKey.
     */
    async submit(
      customerId: string,
      clientKey: string,
      input: FeedbackRequest,
    ): Promise<{ created: boolean; ticket: TicketView }> {
      const bytes = input.screenshot ? cleanScreenshot(input.screenshot) : null;
      const sha256 = bytes ? createHash('sha256').update(bytes).digest() : null;
      const replayOf = (row: TicketRow) => {
        if (!sameSend(row, input, sha256)) {
          throw new AppError('VALIDATION_FAILED', 'This key was used for other feedback', {
            field: 'clientKey',
          });
        }
        return { created: false, ticket: ticketView(row) };
      };
      const earlier = await findTicketByClientKey(db, customerId, clientKey);
      if (earlier) return replayOf(earlier);

      // Stored before the transaction: no lock is held while a bucket answers.
      const screenshotKey = bytes ? newObjectKey('jpg') : null;
      if (bytes && screenshotKey) await store.put(screenshotKey, bytes, CONTENT_TYPE);
      const at = now();
      let inserted: TicketRow | null;
      try {
        // Under the profile lock the deletion holds: a deleted account gets no ticket, and the
        // screenshot just put is deleted below (docs/account.md#account-deletion).
        inserted = await db.transaction(
          async (tx) => {
            await requireLiveCustomer(tx, customerId);
            return insertTicket(tx, {
              id: randomUUID(),
              ticketNo: newTicketNo(at),
              customerId,
              clientKey,
              category: input.category,
              body: input.text.trim(),
              screenshotKey,
              screenshotSha256: sha256,
              targetDate: targetDateOf(at),
              at,
            });
          },
          { lock: { namespace: PROFILE_LOCK_NAMESPACE, key: customerId } },
        );
      } catch (error) {
        if (screenshotKey) await store.delete(screenshotKey).catch(() => {});
        throw error;
      }
      if (inserted) return { created: true, ticket: ticketView(inserted) };
      // A send under the same key committed in between.
      if (screenshotKey) await store.delete(screenshotKey);
      const raced = await findTicketByClientKey(db, customerId, clientKey);
      if (!raced) throw new Error('Ticket vanished after a conflicting insert');
      return replayOf(raced);
    },

    async list(customerId: string): Promise<{ tickets: TicketView[] }> {
      return { tickets: (await listOwnTickets(db, customerId)).map(ticketView) };
    },

    async get(customerId: string, ticketNo: string): Promise<TicketDetail> {
      const row = await findOwnTicket(db, customerId, ticketNo);
      if (!row) throw new AppError('NOT_FOUND', 'No such ticket', { field: 'ticketNo' });
      return detail(row);
    },

    /** The owner's screenshot bytes; NOT_FOUND for another's ticket or a ticket without one. */
    async screenshot(customerId: string, ticketNo: string): Promise<Buffer> {
      return screenshotOf(await findOwnTicket(db, customerId, ticketNo));
    },

    /**
     * Customer service reads any ticket: its text, answer and history (never logged; the look is
     * in the audit trail before the text is given).
     */
    async opsGet(ticketNo: string, audit?: AuditNote): Promise<TicketDetail> {
      const row = await findTicket(db, ticketNo);
      if (!row) throw new AppError('NOT_FOUND', 'No such ticket', { field: 'ticketNo' });
      if (audit) await insertAuditEntry(db, { ...audit, at: now() });
      return detail(row);
    },

    /** Any ticket's screenshot, for customer service; NOT_FOUND without one. */
    async opsScreenshot(ticketNo: string, audit?: AuditNote): Promise<Buffer> {
      const bytes = await screenshotOf(await findTicket(db, ticketNo));
      if (audit) await insertAuditEntry(db, { ...audit, at: now() });
      return bytes;
    },

    /** Customer service's queue: age in days, target and whether it is past (overdue). */
    async opsList(status: 'open' | 'all'): Promise<{ tickets: OpsTicket[] }> {
      const at = now();
      const today = manilaDate(at);
      const rows = await listTicketsForOps(db, status === 'open');
      return {
        tickets: rows.map((row) => ({
          ticketNo: row.ticketNo,
          category: row.category,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          targetDate: row.targetDate,
          ageDays: Math.floor((at.getTime() - row.createdAt.getTime()) / DAY_MS),
          overdue:
            (row.status === 'received' || row.status === 'inProgress') && today > row.targetDate,
        })),
      };
    },

    /** Customer service is working on it (received → inProgress). */
    progress: (ticketNo: string, audit?: AuditNote) =>
      operate(ticketNo, () => [{ status: 'inProgress' }], audit),

    /** The answer the borrower reads; `close` also closes the ticket. A closed one is refused. */
    answer: (ticketNo: string, text: string, close: boolean, audit?: AuditNote) =>
      operate(
        ticketNo,
        () => [
          { status: 'answered', answer: text },
          ...(close ? [{ status: 'closed' as const }] : []),
        ],
        audit,
      ),

    close: (ticketNo: string, audit?: AuditNote) =>
      operate(ticketNo, () => [{ status: 'closed' }], audit),
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
