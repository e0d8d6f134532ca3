import type { ApplicationReview, DeskSettings } from '../../../contract/desk/settings.ts';
import { writeSetting } from '../../repositories/desk-settings.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import { currentApplicationReview } from '../application-review.ts';
import type { ServiceDeps } from '../deps.ts';
import type { StaffActor } from './staff-service.ts';

const SETTINGS_LOCK = { namespace: 'desk', key: 'settings' };

/** The desk's settings page (docs/desk.md#settings): read, and changed with an audit entry. */
export function createSettingsDesk({
  db,
  config,
  now,
}: Pick<ServiceDeps, 'db' | 'config' | 'now'>) {
  const read = async (database = db): Promise<DeskSettings> => {
    const review = await currentApplicationReview(database, config);
    return {
      applicationReview: {
        mode: review.mode,
        margin: review.margin,
        source: review.stored ? 'desk' : 'environment',
        updatedAt: review.stored?.updatedAt.toISOString() ?? null,
        updatedBy: review.stored?.updatedByName ?? null,
      },
    };
  };
  return {
    read: () => read(),
    async setApplicationReview(actor: StaffActor, value: ApplicationReview): Promise<DeskSettings> {
      // One change at a time: the trail's "before" is the value this change replaced.
      return db.transaction(
        async (tx) => {
          const at = now();
          const before = await currentApplicationReview(tx, config);
          await writeSetting(tx, { key: 'applicationReview', value, at, by: actor.staffId });
          await insertAuditEntry(tx, {
            at,
            staffId: actor.staffId,
            action: 'settings.change',
            recordType: 'setting',
            recordId: 'applicationReview',
            detail: {
              before: { mode: before.mode, margin: before.margin },
              after: value,
              via: actor.sessionId ? 'session' : 'apiKey',
            },
          });
          return read(tx);
        },
        { lock: SETTINGS_LOCK },
      );
    },
  };
}
