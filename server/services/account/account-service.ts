import type { PreferencesRequest, Settings } from '../../../contract/account/api.ts';
import type { Language } from '../../../contract/language.ts';
import { findPreferences, saveLanguage, savePreferences } from '../../repositories/preferences.ts';
import type { StoredPreferences } from '../../repositories/preferences.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { Db } from '../../db/db.ts';
import type { ServiceDeps } from '../deps.ts';
import type { SessionService } from '../session-service.ts';
import { createDataExport } from './data-export.ts';
import { createAccountDeletion } from './deletion.ts';
import { PROFILE_LOCK_NAMESPACE, requireLiveCustomer } from './live-customer.ts';

const settingsOf = (p: StoredPreferences): Settings => ({
  preferences: { promotions: p.promotions, reminderSms: p.reminderSms },
  language: p.language,
});

/** Settings, the data download and the account deletion (docs/account.md). */
export function createAccountService(
  deps: ServiceDeps,
  sessions: Pick<SessionService, 'endCustomerSessions'>,
  photoStore: ObjectStore,
) {
  const { db, now } = deps;
  const deletion = createAccountDeletion(deps, sessions, photoStore);
  /** A write that a deletion committed meanwhile refuses, as other writers do (live-customer.ts). */
  const asLiveCustomer = <T>(customerId: string, write: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(
      async (tx) => {
        await requireLiveCustomer(tx, customerId);
        return write(tx);
      },
      { lock: { namespace: PROFILE_LOCK_NAMESPACE, key: customerId } },
    );
  return {
    settings: async (customerId: string): Promise<Settings> =>
      settingsOf(await findPreferences(db, customerId)),

    savePreferences: (customerId: string, change: PreferencesRequest): Promise<Settings> =>
      asLiveCustomer(customerId, async (tx) =>
        settingsOf(await savePreferences(tx, customerId, change, now())),
      ),

    saveLanguage: (customerId: string, language: Language): Promise<void> =>
      asLiveCustomer(customerId, (tx) => saveLanguage(tx, customerId, language, now())),

    deletionStatus: deletion.status,
    deleteAccount: deletion.deleteAccount,
    exportData: createDataExport(deps),
    /** Job handlers and the daily schedule (app.ts). */
    jobs: {
      erasePhotos: deletion.erasePhotos,
      purgeDeletedAccounts: deletion.purgeDeletedAccounts,
      scheduleToday: deletion.scheduleToday,
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
