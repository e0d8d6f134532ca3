import type { Language } from '../../../contract/language.ts';
import type {
  ActivityItem,
  MessageItem,
  MessageListQuery,
  MessagePage,
  MessageTab,
  NotifyItem,
  UnreadCounts,
} from '../../../contract/messages/api.ts';
import { ANNOUNCEMENT_ID_PREFIX } from '../../../contract/messages/kinds.ts';
import { isLive, textsIn } from '../../content/announcements.ts';
import type { Announcement } from '../../content/announcements.ts';
import { decodeCursor, encodeCursor } from '../../domain/message-cursor.ts';
import type { MessageCursor } from '../../domain/message-cursor.ts';
import { messageLink } from '../../domain/message-links.ts';
import { AppError } from '../../errors.ts';
import { findPreferences } from '../../repositories/preferences.ts';
import {
  announcementReadsOf,
  markAnnouncementsRead,
} from '../../repositories/announcement-reads.ts';
import {
  countUnread,
  findMessage,
  listMessages,
  markMessageRead,
  markMessagesReadUntil,
} from '../../repositories/messages.ts';
import type { StoredMessage } from '../../repositories/messages.ts';
import type { ServiceDeps } from '../deps.ts';

const notFound = () => new AppError('NOT_FOUND', 'No such message');

const notifyItem = (m: StoredMessage): NotifyItem => ({
  id: m.id,
  tab: 'notify',
  kind: m.kind,
  titleKey: m.titleKey,
  bodyKey: m.bodyKey,
  params: m.params,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
  link: messageLink(m.kind, m.params, m.orderId),
});

const activityId = (a: Announcement) => `${ANNOUNCEMENT_ID_PREFIX}${a.id}`;

const activityItem = (a: Announcement, language: Language, readAt: Date | null): ActivityItem => {
  const texts = textsIn(a, language);
  return {
    id: activityId(a),
    tab: 'activity',
    announcementKind: a.kind,
    title: texts.title,
    body: texts.body,
    createdAt: a.validFrom.toISOString(),
    readAt: readAt?.toISOString() ?? null,
    link: a.link,
  };
};

/** Newest first; ties by id, as the cursor compares. */
const newestFirst = (a: Announcement, b: Announcement) =>
  b.validFrom.getTime() - a.validFrom.getTime() || (activityId(b) < activityId(a) ? -1 : 1);

const before = (a: Announcement, c: MessageCursor) =>
  a.validFrom.getTime() < c.createdAt.getTime() ||
  (a.validFrom.getTime() === c.createdAt.getTime() && activityId(a) < c.id);

/**
 * The message centre (docs/messages.md): the borrower's own messages (Notify) and the lender's
 * announcements (Activity), unread counts and read marks. Every read of a message is the
 * caller's own: another borrower's id is NOT_FOUND, as an unknown one.
 */
export function createMessageService({ db, config, now }: ServiceDeps) {
  /**
   * The announcements a borrower sees now: live notices, and live campaigns only for a borrower
   * who switched promotions on in Settings (docs/account.md#notification-preferences).
   */
  const visibleAnnouncements = async (customerId: string, at: Date): Promise<Announcement[]> => {
    const { promotions } = await findPreferences(db, customerId);
    return config.announcements
      .filter((a) => (a.kind === 'notice' || promotions) && isLive(a, at))
      .sort(newestFirst);
  };

  async function notifyPage(
    customerId: string,
    after: MessageCursor | null,
    limit: number,
  ): Promise<MessagePage> {
    // One more than asked tells whether a next page exists.
    const rows = await listMessages(db, customerId, { after, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(notifyItem),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ createdAt: last.createdAt, id: last.id })
          : null,
    };
  }

  async function activityPage(
    customerId: string,
    after: MessageCursor | null,
    limit: number,
    language: Language,
  ): Promise<MessagePage> {
    const all = (await visibleAnnouncements(customerId, now())).filter(
      (a) => !after || before(a, after),
    );
    const page = all.slice(0, limit);
    const reads = await announcementReadsOf(
      db,
      customerId,
      page.map((a) => a.id),
    );
    const items = page.map((a) => activityItem(a, language, reads.get(a.id) ?? null));
    const last = page.at(-1);
    return {
      items,
      nextCursor:
        all.length > limit && last
          ? encodeCursor({ createdAt: last.validFrom, id: activityId(last) })
          : null,
    };
  }

  return {
    async list(customerId: string, query: MessageListQuery): Promise<MessagePage> {
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor, query.tab);
      if (query.cursor !== undefined && !after) {
        throw new AppError('VALIDATION_FAILED', 'validation.cursor.invalid', { field: 'cursor' });
      }
      return query.tab === 'notify'
        ? notifyPage(customerId, after, query.limit)
        : activityPage(customerId, after, query.limit, query.language);
    },

    /** One message or announcement shown now, for the detail screen opened by its address. */
    async get(customerId: string, id: string, language: Language): Promise<MessageItem> {
      if (id.startsWith(ANNOUNCEMENT_ID_PREFIX)) {
        const announcementId = id.slice(ANNOUNCEMENT_ID_PREFIX.length);
        const a = (await visibleAnnouncements(customerId, now())).find(
          (v) => v.id === announcementId,
        );
        if (!a) throw notFound();
        const reads = await announcementReadsOf(db, customerId, [a.id]);
        return activityItem(a, language, reads.get(a.id) ?? null);
      }
      const m = await findMessage(db, customerId, id);
      if (!m) throw notFound();
      return notifyItem(m);
    },

    /** Unread Notify messages and unread visible announcements (docs/messages.md#unread-counts). */
    async unread(customerId: string): Promise<UnreadCounts> {
      const visible = (await visibleAnnouncements(customerId, now())).map((a) => a.id);
      const counts = await countUnread(db, customerId, visible);
      return { notify: counts.notify, activity: visible.length - counts.announcementsRead };
    },

    /**
     * Marks one message or announcement read; idempotent, the first read_at is kept
     * (docs/messages.md#read-marks). An announcement must be one the borrower can see now.
     */
    async markRead(customerId: string, id: string): Promise<void> {
      const at = now();
      if (id.startsWith(ANNOUNCEMENT_ID_PREFIX)) {
        const announcementId = id.slice(ANNOUNCEMENT_ID_PREFIX.length);
        if (!(await visibleAnnouncements(customerId, at)).some((a) => a.id === announcementId))
          throw notFound();
        await markAnnouncementsRead(db, customerId, [announcementId], at);
        return;
      }
      if (!(await markMessageRead(db, customerId, id, at))) throw notFound();
    },

    /** Marks what the tab listed up to `before` read: what the borrower has seen. */
    async markAllRead(customerId: string, tab: MessageTab, until: Date): Promise<void> {
      const at = now();
      if (tab === 'notify') {
        await markMessagesReadUntil(db, customerId, until, at);
        return;
      }
      const seen = (await visibleAnnouncements(customerId, at)).filter(
        (a) => a.validFrom.getTime() <= until.getTime(),
      );
      await markAnnouncementsRead(
        db,
        customerId,
        seen.map((a) => a.id),
        at,
      );
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
