import type { SandboxCheckout, SandboxCheckoutBook } from './sandbox-book.ts';

/** The sandbox book in memory, for unit tests of the adapter (the real one is SQL). */
export function memoryCheckoutBook(): SandboxCheckoutBook & { rows: Map<string, SandboxCheckout> } {
  const rows = new Map<string, SandboxCheckout>();
  return {
    rows,
    async create(c) {
      const existing = [...rows.values()].find((r) => r.idempotencyKey === c.idempotencyKey);
      if (existing) return existing;
      const row: SandboxCheckout = {
        ...c,
        status: 'pending',
        endedAt: null,
        paidAt: null,
        paymentRef: null,
        eventId: null,
      };
      rows.set(c.id, row);
      return row;
    },
    async find(id) {
      return rows.get(id) ?? null;
    },
    async findByReference(reference) {
      return [...rows.values()].find((r) => r.otcReference === reference) ?? null;
    },
    async end(id, end) {
      const row = rows.get(id);
      if (!row || row.status !== 'pending') return null;
      const ended: SandboxCheckout = {
        ...row,
        status: end.status,
        endedAt: end.at,
        eventId: end.eventId,
        paidAt: end.status === 'paid' ? end.at : null,
        paymentRef: end.paymentRef ?? null,
      };
      rows.set(id, ended);
      return ended;
    },
  };
}
