import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { signedOut, type CoreState } from '@/lib/core/core-slice';
import { snapshotKey } from './snapshot-keys';

type QueryMeta = {
  requestId: string;
  arg: { type?: string; endpointName: string; originalArgs: unknown };
  fulfilledTimeStamp?: number;
};
type QueryAction = UnknownAction & { meta: QueryMeta; payload?: unknown };

const hasQueryMeta = (action: unknown): action is QueryAction => {
  const meta = (action as { meta?: Partial<QueryMeta> } | null)?.meta;
  return typeof meta?.requestId === 'string' && typeof meta.arg?.endpointName === 'string';
};

// IndexedDB's module loads with the first answer kept, not with the API.
const store = () => import('./snapshot-store');

/**
 * The one place the offline snapshot is refreshed (docs/offline.md#snapshot): every successful
 * answer of a kept query (snapshot-keys.ts) is saved with its time, under the borrower who asked
 * for it — and only while that borrower is still the one signed in, so an answer that arrives
 * after a sign-out or another sign-in is dropped. The snapshot itself goes at sign-out with the
 * drafts, under the id captured where sign-out starts (features/account/use-sign-out.ts), in
 * the store's turn after any save already under way.
 * A plain middleware added with the API (lib/api/base-api.ts), so it costs the first load nothing.
 */
export function snapshotMiddleware(reducerPath: string): Middleware<object, { core: CoreState }> {
  const pending = `${reducerPath}/executeQuery/pending`;
  const fulfilled = `${reducerPath}/executeQuery/fulfilled`;
  const rejected = `${reducerPath}/executeQuery/rejected`;
  // Who asked, by request: the answer is the asker's, whoever is signed in when it arrives.
  const askers = new Map<string, string>();
  return (api) => (next) => (action) => {
    const customerId = () => api.getState().core.publicData.customerId;
    if (signedOut.match(action)) askers.clear();
    const result = next(action);
    if (!hasQueryMeta(action)) return result;
    const { requestId, arg } = action.meta;
    if (action.type === pending) {
      const asker = customerId();
      if (asker && snapshotKey(asker, arg.endpointName, arg.originalArgs)) {
        askers.set(requestId, asker);
      }
    } else if (action.type === fulfilled || action.type === rejected) {
      const asker = askers.get(requestId);
      askers.delete(requestId);
      const key = asker ? snapshotKey(asker, arg.endpointName, arg.originalArgs) : null;
      if (action.type === fulfilled && asker && key && customerId() === asker) {
        const part = {
          data: action.payload,
          fetchedAt: action.meta.fulfilledTimeStamp ?? Date.now(),
        };
        // The module did not load (a new version replaced the old chunks): nothing is kept.
        void store()
          .then(({ saveSnapshot }) => saveSnapshot(key, part, () => customerId() === asker))
          .catch(() => undefined);
      }
    }
    return result;
  };
}
