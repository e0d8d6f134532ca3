import { z } from 'zod';
import { calendarDay, text } from '../common-schemas.ts';
import { ORDER_STATUSES } from '../loan/order-states.ts';
import { revealReasonSchema } from './review.ts';

/**
 * The collections desk (docs/desk.md#collections): overdue loans by bucket, what each owes, the
 * reminders sent, each contact with the borrower and the promise to pay that holds the next
 * reminder. Names and mobiles masked; a full export is a reveal.
 */
export const COLLECTION_BUCKETS = ['1-7', '8-30', '31-60', '61+'] as const;
export type CollectionBucket = (typeof COLLECTION_BUCKETS)[number];

export const CONTACT_CHANNELS = ['call', 'sms', 'viber', 'whatsapp', 'email'] as const;
export const CONTACT_OUTCOMES = [
  'reached',
  'noAnswer',
  'promised',
  'refused',
  'wrongNumber',
  'paidAlready',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/** A promise to pay further away than this is not a promise the desk records. */
export const MAX_PROMISE_DAYS = 30;

export const collectionListQuerySchema = z.object({
  bucket: z.enum(COLLECTION_BUCKETS).default('1-7'),
  /** 0 for the first 100, 1 for the next, … */
  page: z.coerce.number().int().min(0).max(1000).default(0),
});
export const collectionExportQuerySchema = z.object({
  bucket: z.enum(COLLECTION_BUCKETS).default('1-7'),
});

export const collectionItemSchema = z.object({
  orderNo: z.string(),
  customerId: z.string(),
  initials: z.string(),
  phoneMasked: z.string(),
  dueDate: z.string(),
  daysOverdue: z.number().int(),
  owedCentavos: z.number().int(),
  remindersSent: z.number().int(),
  lastContactAt: z.string().nullable(),
  promisedOn: z.string().nullable(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

export const collectionListSchema = z.object({
  bucket: z.enum(COLLECTION_BUCKETS),
  page: z.number().int(),
  loans: z.array(collectionItemSchema),
  more: z.boolean(),
  /** Manila hours when a borrower may be contacted, and whether it is now. */
  contactHours: z.object({
    fromHour: z.number().int(),
    toHour: z.number().int(),
    open: z.boolean(),
  }),
});

export const collectionParamsSchema = z.object({ orderNo: text().min(1).max(40) });

export const contactSchema = z.object({
  at: z.string(),
  staff: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(CONTACT_OUTCOMES),
  promisedOn: z.string().nullable(),
  note: z.string(),
});

export const collectionDetailSchema = z.object({
  loan: collectionItemSchema.extend({
    status: z.enum(ORDER_STATUSES),
    amountCentavos: z.number().int(),
    owed: z.object({
      principalCentavos: z.number().int(),
      interestCentavos: z.number().int(),
      feesCentavos: z.number().int(),
      lateChargeCentavos: z.number().int(),
      totalCentavos: z.number().int(),
    }),
    perDayCentavos: z.number().int(),
    paidCentavos: z.number().int(),
  }),
  reminders: z.array(z.object({ kind: z.string(), dueDate: z.string(), at: z.string() })),
  contacts: z.array(contactSchema),
  contactHours: z.object({
    fromHour: z.number().int(),
    toHour: z.number().int(),
    open: z.boolean(),
  }),
  /** The days a promise may be made for (Manila). */
  earliestPromiseOn: z.string(),
  latestPromiseOn: z.string(),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

export const recordContactSchema = z
  .object({
    channel: z.enum(CONTACT_CHANNELS),
    outcome: z.enum(CONTACT_OUTCOMES),
    /** yyyy-mm-dd, Manila: only with outcome "promised". */
    promisedOn: calendarDay().optional(),
    note: text().trim().max(500).default(''),
  })
  .strict();
export type RecordContact = z.infer<typeof recordContactSchema>;

export const fullExportRequestSchema = z
  .object({ bucket: z.enum(COLLECTION_BUCKETS), reason: revealReasonSchema })
  .strict();
