import { deleteConsents, listConsents } from '../../repositories/consents.ts';
import { deleteTickets, exportTickets } from '../../repositories/feedback-tickets.ts';
import type { PersonalDataPart } from '../account/personal-data.ts';

/**
 * Feedback tickets (with their history and screenshots) and the legal consents
 * (docs/care.md#feedback, #legal-versions). Both are erased with the account: a ticket is the
 * borrower's own words, and a consent matters only while the account lives (each signed loan's
 * record carries its own agreement). The erasure returns the screenshots' keys: the deletion
 * records them as pending erasures, whose bytes its job and the daily purge remove.
 */
export const feedbackData: PersonalDataPart = {
  name: 'feedback',
  // feedback_events go with their tickets (deleteTickets); they name no customer themselves.
  tables: { erased: ['feedback_tickets', 'consents'], kept: [] },

  async export(db, customerId) {
    const [tickets, consents] = await Promise.all([
      exportTickets(db, customerId),
      listConsents(db, customerId),
    ]);
    return {
      tickets: tickets.map((t) => ({
        ticketNo: t.ticketNo,
        category: t.category,
        text: t.body,
        hasScreenshot: t.screenshotKey !== null,
        status: t.status,
        answer: t.answer,
        targetDate: t.targetDate,
        createdAt: t.createdAt.toISOString(),
        answeredAt: t.answeredAt?.toISOString() ?? null,
        closedAt: t.closedAt?.toISOString() ?? null,
        events: t.events.map((e) => ({ status: e.status, actor: e.actor, at: e.at.toISOString() })),
      })),
      consents: consents.map((c) => ({
        document: c.document,
        version: c.version,
        agreedAt: c.agreedAt.toISOString(),
      })),
    };
  },

  async erase(tx, customerId) {
    const screenshotKeys = await deleteTickets(tx, customerId);
    await deleteConsents(tx, customerId);
    return screenshotKeys;
  },
};
