import { listOutbox } from '../repositories/sms-outbox.ts';
import type { ServiceDeps } from './deps.ts';

/** What the sandbox SMS provider "sent", for testers (the /api/dev routes, SANDBOX_ENABLED only). */
export function createSandboxOutbox(deps: Pick<ServiceDeps, 'db'>) {
  return {
    /** Newest first; all phones when `phone` is null. */
    async list(phone: string | null, limit: number) {
      const rows = await listOutbox(deps.db, phone, limit);
      return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
    },
  };
}
