import { randomUUID } from 'node:crypto';
import type { DeskRequest, RequestKind } from '../../../contract/desk/requests.ts';
import type { Db } from '../../db/db.ts';
import { can } from '../../domain/desk/roles.ts';
import type { Permission } from '../../domain/desk/roles.ts';
import { AppError } from '../../errors.ts';
import {
  closeDeskRequest,
  findDeskRequest,
  insertDeskRequest,
  listPendingRequests,
  lockDeskRequest,
  requestsAbout,
} from '../../repositories/desk-requests.ts';
import type { DeskRequestRow } from '../../repositories/desk-requests.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import type { ServiceDeps } from '../deps.ts';
import type { StaffActor } from './staff-service.ts';

/** The longest list of waiting requests shown at once. */
const PENDING_LIMIT = 200;

/**
 * One action done under four eyes: the permission both maker and checker need, and the action
 * itself, run in the approval's transaction. It answers false, writing nothing, when the record
 * has moved on since the request was made (the request lapses).
 */
export interface FourEyesAction {
  permission: Permission;
  /**
   * Locks the record the request acts on, before the request itself: every other move of the
   * record locks it first too (an order's transition lapses its requests), so the two never wait
   * on each other in opposite orders.
   */
  lockRecord(tx: Db, recordId: string): Promise<unknown>;
  run(tx: Db, request: DeskRequestRow, checker: StaffActor, at: Date): Promise<boolean>;
}

const nothingPending = () =>
  new AppError('NOT_FOUND', 'No request with that id waits for a decision.');

const via = (staff: StaffActor) => (staff.sessionId ? 'session' : 'apiKey');

export function requestView(row: DeskRequestRow, caller: StaffActor): DeskRequest {
  return {
    id: row.id,
    kind: row.kind,
    recordType: row.recordType,
    recordId: row.recordId,
    note: row.note,
    madeBy: { staffId: row.madeBy, displayName: row.madeByName },
    madeAt: row.madeAt.toISOString(),
    status: row.status,
    decidedBy:
      row.decidedBy && row.decidedByName
        ? { staffId: row.decidedBy, displayName: row.decidedByName }
        : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    mine: row.madeBy === caller.staffId,
  };
}

/**
 * Maker and checker (docs/desk.md#four-eyes): a request is made in the transaction that checked
 * it may be; a different staff member holding the same permission approves it, which runs the
 * action, or rejects it; the maker may withdraw it. Each step is in the audit trail, under the
 * record the request is about.
 */
export function createFourEyes(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  actions: Record<RequestKind, FourEyesAction>,
) {
  const { db, now } = deps;

  function audit(
    tx: Db,
    row: DeskRequestRow,
    staff: StaffActor,
    action: string,
    at: Date,
    note: string | null = null,
  ) {
    return insertAuditEntry(tx, {
      at,
      staffId: staff.staffId,
      action,
      recordType: row.recordType,
      recordId: row.recordId,
      reason: note,
      detail: { requestId: row.id, kind: row.kind, via: via(staff) },
    });
  }

  async function pendingRequest(tx: Db, id: string): Promise<DeskRequestRow> {
    const row = await lockDeskRequest(tx, id);
    if (!row || row.status !== 'pending') throw nothingPending();
    return row;
  }

  /**
   * Who may decide someone else's request: a person signed in on the desk page holding the
   * action's permission, never its maker. Not an API key: an administrator issues keys for any
   * account, so a key would let one person act as maker and checker.
   */
  function mayDecide(row: DeskRequestRow, checker: StaffActor): void {
    if (!can(checker.roles, actions[row.kind].permission)) {
      throw new AppError('FORBIDDEN', 'Your roles do not allow this.');
    }
    if (!checker.sessionId) {
      throw new AppError('FORBIDDEN', 'A request is decided by a person signed in on the desk.');
    }
    if (row.madeBy === checker.staffId) {
      throw new AppError('FORBIDDEN', 'A request is decided by someone other than its maker.');
    }
  }

  const kindsFor = (staff: StaffActor) =>
    (Object.keys(actions) as RequestKind[]).filter((kind) =>
      can(staff.roles, actions[kind].permission),
    );

  return {
    /** In the caller's transaction, after it checked the action may be asked for. */
    async ask(
      tx: Db,
      r: {
        kind: RequestKind;
        record: { type: string; id: string };
        params?: Record<string, unknown>;
        note: string;
        by: StaffActor;
        at: Date;
      },
    ): Promise<string> {
      if (!can(r.by.roles, actions[r.kind].permission)) {
        throw new AppError('FORBIDDEN', 'Your roles do not allow this.');
      }
      const id = randomUUID();
      const made = await insertDeskRequest(tx, {
        id,
        kind: r.kind,
        recordType: r.record.type,
        recordId: r.record.id,
        params: r.params ?? {},
        note: r.note,
        madeBy: r.by.staffId,
        at: r.at,
      });
      if (!made) {
        throw new AppError('VALIDATION_FAILED', 'The same request already waits for approval.', {
          field: 'note',
        });
      }
      await insertAuditEntry(tx, {
        at: r.at,
        staffId: r.by.staffId,
        action: 'request.make',
        recordType: r.record.type,
        recordId: r.record.id,
        reason: r.note,
        detail: { requestId: id, kind: r.kind, via: via(r.by) },
      });
      return id;
    },

    /** What waits for a checker among the actions the caller's roles allow (theirs included). */
    async pending(caller: StaffActor): Promise<DeskRequest[]> {
      const kinds = kindsFor(caller);
      if (kinds.length === 0) return [];
      const rows = await listPendingRequests(db, kinds, PENDING_LIMIT);
      return rows.map((row) => requestView(row, caller));
    },

    async about(record: { type: string; id: string }, caller: StaffActor): Promise<DeskRequest[]> {
      const rows = await requestsAbout(db, record);
      return rows.map((row) => requestView(row, caller));
    },

    /**
     * The checker approves: the action runs now, or the request lapses if its record moved on. An
     * action that cannot be done as asked refuses (the request stays, to be rejected).
     */
    async approve(id: string, checker: StaffActor, note: string | null): Promise<DeskRequest> {
      return db.transaction(async (tx) => {
        const seen = await findDeskRequest(tx, id);
        if (!seen || seen.status !== 'pending') throw nothingPending();
        mayDecide(seen, checker);
        const action = actions[seen.kind];
        await action.lockRecord(tx, seen.recordId);
        const row = await pendingRequest(tx, id);
        const at = now();
        const done = await action.run(tx, row, checker, at);
        const status = done ? 'approved' : 'lapsed';
        await closeDeskRequest(tx, { id, status, by: checker.staffId, note, at });
        await audit(tx, row, checker, done ? 'request.approve' : 'request.lapse', at, note);
        const closed = await lockDeskRequest(tx, id);
        return requestView(closed!, checker);
      });
    },

    async reject(id: string, checker: StaffActor, note: string | null): Promise<DeskRequest> {
      return db.transaction(async (tx) => {
        const row = await pendingRequest(tx, id);
        mayDecide(row, checker);
        const at = now();
        await closeDeskRequest(tx, { id, status: 'rejected', by: checker.staffId, note, at });
        await audit(tx, row, checker, 'request.reject', at, note);
        return requestView((await lockDeskRequest(tx, id))!, checker);
      });
    },

    async withdraw(id: string, maker: StaffActor): Promise<DeskRequest> {
      return db.transaction(async (tx) => {
        const row = await pendingRequest(tx, id);
        if (row.madeBy !== maker.staffId) {
          throw new AppError('FORBIDDEN', 'Only its maker withdraws a request.');
        }
        const at = now();
        await closeDeskRequest(tx, { id, status: 'withdrawn', by: maker.staffId, note: null, at });
        await audit(tx, row, maker, 'request.withdraw', at);
        return requestView((await lockDeskRequest(tx, id))!, maker);
      });
    },
  };
}

export type FourEyes = ReturnType<typeof createFourEyes>;
