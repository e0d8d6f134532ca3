import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllPendingPhotos,
  clearPendingPhoto,
  readPendingPhoto,
  savePendingPhoto,
  type PendingPhoto,
} from './pending-photos';

const store = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: string) => store.get(key),
  set: async (key: string, value: unknown) => void store.set(key, value),
  del: async (key: string) => void store.delete(key),
  keys: async () => [...store.keys()],
}));

const photo = (kind: PendingPhoto['kind']): PendingPhoto => ({
  kind,
  blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }),
  width: 1600,
  height: 1200,
  savedAt: 1,
  confirmed: true,
});

beforeEach(() => store.clear());

describe('pending photos (IndexedDB)', () => {
  it('keeps one photo per customer and kind until it is cleared', async () => {
    await savePendingPhoto('c1', photo('idDocument'));
    await savePendingPhoto('c1', photo('face'));
    await savePendingPhoto('c2', photo('idDocument'));
    expect(await readPendingPhoto('c1', 'idDocument')).toMatchObject({ kind: 'idDocument' });
    await clearPendingPhoto('c1', 'idDocument');
    expect(await readPendingPhoto('c1', 'idDocument')).toBeNull();
    expect(await readPendingPhoto('c1', 'face')).not.toBeNull();
    expect(await readPendingPhoto('c2', 'idDocument')).not.toBeNull();
  });

  it('ignores records that are not a usable photo, and works without a customer', async () => {
    store.set('photo-pending:c1:face', { kind: 'face', blob: 'nope' });
    expect(await readPendingPhoto('c1', 'face')).toBeNull();
    await savePendingPhoto('', photo('face'));
    expect(store.size).toBe(1);
    expect(await readPendingPhoto('', 'face')).toBeNull();
  });

  it("clears every customer's photos (sign-out) and leaves other records alone", async () => {
    await savePendingPhoto('c1', photo('face'));
    await savePendingPhoto('c2', photo('idDocument'));
    store.set('draft:sign-in', { phone: '9' });
    await clearAllPendingPhotos();
    expect([...store.keys()]).toEqual(['draft:sign-in']);
  });
});
