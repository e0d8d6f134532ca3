import { z } from 'zod';
import { ANNOUNCEMENT_ID_PREFIX, type MessageTab } from '../../contract/messages/kinds.ts';

/*
 * The message centre's page cursor (docs/messages.md#tabs): base64url of "<createdAt ISO>|<id>"
 * of the last item of a page. Opaque to the client; decoded strictly, so a made-up cursor is a
 * refused request, not a silent first page.
 */

export interface MessageCursor {
  createdAt: Date;
  id: string;
}

export const encodeCursor = (c: MessageCursor): string =>
  Buffer.from(`${c.createdAt.toISOString()}|${c.id}`, 'utf8').toString('base64url');

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ACTIVITY_ID = new RegExp(`^${ANNOUNCEMENT_ID_PREFIX}[a-z0-9-]{1,40}$`);

/** The cursor, or null when it is not one this server made for that tab. */
export function decodeCursor(cursor: string, tab: MessageTab): MessageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !ISO.test(at)) return null;
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime())) return null;
  const idOk = tab === 'notify' ? z.uuid().safeParse(id).success : ACTIVITY_ID.test(id);
  return idOk ? { createdAt, id } : null;
}
