import {
  MAX_PROMISE_DAYS,
  type CollectionBucket,
  type CollectionDetail,
  type CollectionItem,
  type RecordContact,
} from '../../../contract/desk/collections.ts';
import { addDays, daysBetween, manilaDate } from '../../../contract/calendar.ts';
import type { AuditNote } from '../../domain/desk/audit-note.ts';
import { initials, maskMobile } from '../../domain/desk/masking.ts';
import { loanDues } from '../../domain/ledger/dues.ts';
import type { LoanDues } from '../../domain/ledger/dues.ts';
import { inContactHours } from '../../domain/loan-days.ts';
import { AppError } from '../../errors.ts';
import { csvOf } from '../../lib/csv.ts';
import {
  COLLECTION_EXPORT_LIMIT,
  COLLECTION_LIST_LIMIT,
  contactsOf,
  findOverdueLoan,
  insertContact,
  listOverdueLoans,
  remindersOf,
} from '../../repositories/collections.ts';
import type { OverdueLoanRow } from '../../repositories/collections.ts';
import { lockRepaymentOrder } from '../../repositories/repayment-orders.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import type { ServiceDeps } from '../deps.ts';
import { joinNames } from '../orders/borrower-details.ts';
import { ledgerOfEntries, peekLedger } from '../repayment/ledger-store.ts';
import { readLedgerEntriesOf } from '../../repositories/ledger.ts';

/** "1234.50" from integer centavos, for a spreadsheet's number column. */
const pesosText = (centavos: number) =>
  `${(centavos - (centavos % 100)) / 100}.${String(centavos % 100).padStart(2, '0')}`;

/** "0917 123 4567" from +639171234567. */
const spacedMobile = (phone: string) => {
  const n = phone.slice(-10);
  return `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
};

/** "2026-11-29 14:05", Manila's. */
const manilaStamp = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(',', '');

const notOverdue = () =>
  new AppError('NOT_FOUND', 'No loan with that number is being repaid past its due date.');

/**
 * The collections desk (docs/desk.md#collections): the overdue loans by bucket with what each
 * owes today (the ledger's own figures), the reminders sent, the contacts noted and the promise
 * that holds the next reminder; the list as CSV, masked, or in full for a typed reason. Contacts
 * are the borrower's only and only in contact hours.
 */
export function createCollectionsDesk(deps: ServiceDeps) {
  const { db, config, now } = deps;
  const hours = config.loan.contactHours;
  const contactHours = (at: Date) => ({ ...hours, open: inContactHours(at, hours) });

  const ledgerOrder = (row: OverdueLoanRow) => ({
    id: row.orderId,
    product: row.product,
    pricing: row.pricing,
    disbursedAt: row.disbursedAt,
  });

  async function duesOf(row: OverdueLoanRow, today: string): Promise<LoanDues> {
    return loanDues(await peekLedger(db, ledgerOrder(row)), today);
  }

  function item(row: OverdueLoanRow, dues: LoanDues, today: string): CollectionItem {
    return {
      orderNo: row.orderNo,
      customerId: row.publicId,
      initials: initials(row.basic?.firstName, row.basic?.lastName),
      phoneMasked: maskMobile(row.phone),
      dueDate: dues.dueDate,
      daysOverdue: Math.max(0, daysBetween(dues.dueDate, today)),
      owedCentavos: dues.today.total,
      remindersSent: row.remindersSent,
      lastContactAt: row.lastContactAt?.toISOString() ?? null,
      promisedOn: row.promisedOn && row.promisedOn >= today ? row.promisedOn : null,
    };
  }

  /** A bucket's loans with their figures of `today`: every ledger read at once. */
  async function bucketItems(
    bucket: CollectionBucket,
    today: string,
    page: { offset: number; limit: number },
  ) {
    const rows = await listOverdueLoans(db, { bucket, today, ...page });
    const shown = rows.slice(0, page.limit);
    const entries = await readLedgerEntriesOf(
      db,
      shown.map((row) => row.orderId),
    );
    const items = shown.map((row) => {
      const ledger = ledgerOfEntries(ledgerOrder(row), entries.get(row.orderId) ?? []);
      return { row, item: item(row, loanDues(ledger, today), today) };
    });
    return { items, more: rows.length > page.limit };
  }

  return {
    async list(bucket: CollectionBucket, page: number) {
      const at = now();
      const { items, more } = await bucketItems(bucket, manilaDate(at), {
        offset: page * COLLECTION_LIST_LIMIT,
        limit: COLLECTION_LIST_LIMIT,
      });
      return {
        bucket,
        page,
        loans: items.map((i) => i.item),
        more,
        contactHours: contactHours(at),
      };
    },

    async detail(orderNo: string, audit: AuditNote): Promise<CollectionDetail> {
      const at = now();
      const today = manilaDate(at);
      const row = await findOverdueLoan(db, orderNo, today);
      if (!row) throw notOverdue();
      const dues = await duesOf(row, today);
      const reminders = await remindersOf(db, row.orderId);
      const contacts = await contactsOf(db, row.orderId);
      await insertAuditEntry(db, { ...audit, at });
      return {
        loan: {
          ...item(row, dues, today),
          status: row.status,
          amountCentavos: row.amountCentavos,
          owed: {
            principalCentavos: dues.today.principal,
            interestCentavos: dues.today.interest,
            feesCentavos: dues.today.fees,
            lateChargeCentavos: dues.today.lateCharge,
            totalCentavos: dues.today.total,
          },
          perDayCentavos: dues.overdue?.perDayCentavos ?? 0,
          paidCentavos: dues.paidCentavos,
        },
        reminders: reminders.map((r) => ({ ...r, at: r.at.toISOString() })),
        contacts: contacts.map((c) => ({
          at: c.at.toISOString(),
          staff: c.staff,
          channel: c.channel as CollectionDetail['contacts'][number]['channel'],
          outcome: c.outcome,
          promisedOn: c.promisedOn,
          note: c.note,
        })),
        contactHours: contactHours(at),
        earliestPromiseOn: today,
        latestPromiseOn: addDays(today, MAX_PROMISE_DAYS),
      };
    },

    /**
     * A contact with the borrower, noted by the staff member who had it, in contact hours only;
     * "promised" sets the day that holds the next reminder (today to MAX_PROMISE_DAYS ahead).
     */
    async recordContact(
      orderNo: string,
      contact: RecordContact,
      audit: AuditNote,
    ): Promise<{ orderNo: string; promisedOn: string | null }> {
      const at = now();
      if (!inContactHours(at, hours)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Borrowers are contacted between ${hours.fromHour}:00 and ${hours.toHour}:00 Manila time only.`,
          { field: 'channel' },
        );
      }
      const today = manilaDate(at);
      const promisedOn = contact.outcome === 'promised' ? (contact.promisedOn ?? null) : null;
      if (contact.outcome === 'promised') {
        if (!promisedOn || promisedOn < today || promisedOn > addDays(today, MAX_PROMISE_DAYS)) {
          throw new AppError(
            'VALIDATION_FAILED',
            `A promise to pay is for a day from today to ${MAX_PROMISE_DAYS} days ahead.`,
            { field: 'promisedOn' },
          );
        }
      } else if (contact.promisedOn) {
        throw new AppError('VALIDATION_FAILED', 'Only a promise to pay has a day.', {
          field: 'promisedOn',
        });
      }
      return db.transaction(async (tx) => {
        const order = await lockRepaymentOrder(tx, { orderNo });
        // Only a debt past its due date is collected (docs/desk.md#collections).
        if (!order || order.status !== 'repaying' || !order.dueDate || order.dueDate >= today) {
          throw notOverdue();
        }
        await insertContact(tx, {
          orderId: order.id,
          staffId: audit.staffId!,
          at,
          channel: contact.channel,
          outcome: contact.outcome,
          promisedOn,
          note: contact.note,
        });
        await insertAuditEntry(tx, {
          ...audit,
          at,
          detail: {
            ...audit.detail,
            channel: contact.channel,
            outcome: contact.outcome,
            promisedOn,
          },
        });
        return { orderNo, promisedOn };
      });
    },

    /**
     * A bucket as CSV: masked (initials, masked mobile) unless `full`, which names and numbers the
     * borrowers and is logged as a reveal with its reason by the caller's audit note.
     */
    async exportCsv(bucket: CollectionBucket, full: boolean, audit: AuditNote): Promise<string> {
      const at = now();
      const { items, more } = await bucketItems(bucket, manilaDate(at), {
        offset: 0,
        limit: COLLECTION_EXPORT_LIMIT,
      });
      await insertAuditEntry(db, {
        ...audit,
        at,
        detail: { ...audit.detail, bucket, full, rows: items.length, more },
      });
      const header = [
        'order_no',
        'customer_id',
        full ? 'name' : 'initials',
        full ? 'mobile' : 'mobile_masked',
        'due_date',
        'days_overdue',
        'owed_pesos',
        'reminders_sent',
        'last_contact_manila',
        'promised_on',
      ];
      // A byte-order mark: spreadsheets then read the names' ñ as UTF-8.
      return `\uFEFF${csvOf(
        header,
        items.map(({ row, item: i }) => [
          i.orderNo,
          i.customerId,
          full
            ? joinNames(row.basic?.firstName, row.basic?.middleName, row.basic?.lastName)
            : i.initials,
          // Spaced as Filipinos write it, so a spreadsheet keeps it as text, leading 0 included.
          full ? spacedMobile(row.phone) : i.phoneMasked,
          i.dueDate,
          i.daysOverdue,
          pesosText(i.owedCentavos),
          i.remindersSent,
          row.lastContactAt ? manilaStamp(row.lastContactAt) : null,
          i.promisedOn,
        ]),
      )}`;
    },
  };
}

export type CollectionsDesk = ReturnType<typeof createCollectionsDesk>;
