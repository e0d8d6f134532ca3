import { z } from 'zod';
import { languageSchema, text } from '../common-schemas.ts';
import {
  ANNOUNCEMENT_ID_PATTERN,
  ANNOUNCEMENT_ID_PREFIX,
  MESSAGE_KINDS,
  MESSAGE_TABS,
} from './kinds.ts';

export { ANNOUNCEMENT_ID_PREFIX, MESSAGE_KINDS, MESSAGE_TABS } from './kinds.ts';
export type { MessageKind, MessageParams, MessageTab } from './kinds.ts';

/*
 * The message centre API (server/routes/messages.ts, docs/messages.md). A Notify item is one of
 * the borrower's stored messages, identified by a uuid (the table's own key never leaves the
 * server); an Activity item is an announcement from the server's configuration, identified by
 * 'a-' + its configured id. Instants are ISO strings.
 */

export const messageTabSchema = z.enum(MESSAGE_TABS);
export const PAGE_LIMIT = { min: 1, max: 50, default: 20 } as const;

/** Where a message leads (docs/messages.md#links): a route of the app, or an allow-listed URL. */
export const messageLinkSchema = z.union([
  z.object({ route: z.string() }),
  z.object({ url: z.string() }),
]);
export type MessageLink = z.infer<typeof messageLinkSchema>;

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const notifyItemSchema = z.object({
  id: z.uuid(),
  tab: z.literal('notify'),
  kind: z.enum(MESSAGE_KINDS),
  titleKey: z.string(),
  bodyKey: z.string(),
  params: paramsSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  link: messageLinkSchema.nullable(),
});
export type NotifyItem = z.infer<typeof notifyItemSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  tab: z.literal('activity'),
  announcementKind: z.enum(['notice', 'campaign']),
  /** In the language asked for; Filipino and Hindi fall back to English. */
  title: z.string(),
  body: z.string(),
  /** The announcement's validFrom. */
  createdAt: z.string(),
  readAt: z.string().nullable(),
  link: messageLinkSchema.nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const messageItemSchema = z.discriminatedUnion('tab', [
  notifyItemSchema,
  activityItemSchema,
]);
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messagePageSchema = z.object({
  items: z.array(messageItemSchema),
  /** Opaque; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageListQuerySchema = z.object({
  tab: messageTabSchema.default('notify'),
  /** The nextCursor of the page before; a malformed one is refused (field cursor). */
  cursor: text({ error: 'validation.cursor.invalid' }).max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(PAGE_LIMIT.min)
    .max(PAGE_LIMIT.max)
    .default(PAGE_LIMIT.default),
  language: languageSchema.default('en'),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** The language of an announcement's texts (Filipino and Hindi fall back to English). */
export const messageQuerySchema = z.object({ language: languageSchema.default('en') });

export const unreadCountsSchema = z.object({
  notify: z.number().int().nonnegative(),
  activity: z.number().int().nonnegative(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** A Notify message's uuid, or an announcement's id behind 'a-'. */
export const messageIdSchema = text().refine(
  (id) =>
    z.uuid().safeParse(id).success ||
    (id.startsWith(ANNOUNCEMENT_ID_PREFIX) &&
      ANNOUNCEMENT_ID_PATTERN.test(id.slice(ANNOUNCEMENT_ID_PREFIX.length))),
  { error: 'validation.messageId.invalid' },
);
export const messageIdParamsSchema = z.object({ id: messageIdSchema });

export const readAllRequestSchema = z.object({
  tab: messageTabSchema,
  /** Marks what was listed at or before this instant: what the borrower has seen. */
  before: text({ error: 'validation.instant.invalid' })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, {
      error: 'validation.instant.invalid',
    })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'validation.instant.invalid' }),
});
export type ReadAllRequest = z.infer<typeof readAllRequestSchema>;
