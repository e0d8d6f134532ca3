import { eraseMessages, exportRows } from '../../repositories/personal-data.ts';
import type { PersonalDataPart } from './personal-data.ts';

/** The message centre (docs/messages.md): the borrower's messages and announcement read marks. */
export const messagesPart: PersonalDataPart = {
  name: 'messages',
  tables: { erased: ['messages', 'announcement_reads'], kept: [] },
  async export(db, customerId) {
    return {
      messages: await exportRows(db, 'messages', customerId),
      announcementsRead: await exportRows(db, 'announcement_reads', customerId),
    };
  },
  erase: (tx, customerId) => eraseMessages(tx, customerId),
};
