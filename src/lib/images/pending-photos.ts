import { del, get, keys, set } from 'idb-keyval';
import type { CompressedPhoto, PhotoKind } from './photo-types';

/**
 * The last compressed photo of each kind, kept in IndexedDB until its upload succeeds, so an app
 * kill or a lost network between capture and upload loses nothing. One per customer and kind:
 * a shared phone never offers one borrower's ID photo to another.
 */
export type PendingPhoto = CompressedPhoto & {
  kind: PhotoKind;
  /** Epoch ms of the capture. */
  savedAt: number;
  /** The borrower tapped "Use this photo": resume the upload without asking again. */
  confirmed: boolean;
};

const PREFIX = 'photo-pending:';
const keyOf = (customerId: string, kind: PhotoKind) => `${PREFIX}${customerId}:${kind}`;

// Started inside a promise: where IndexedDB is missing, idb-keyval throws before it returns one.
const safely = <R>(run: () => Promise<R>): Promise<R | undefined> =>
  Promise.resolve()
    .then(run)
    .catch(() => undefined);

function isPendingPhoto(value: unknown, kind: PhotoKind): value is PendingPhoto {
  if (!value || typeof value !== 'object') return false;
  const photo = value as Partial<PendingPhoto>;
  return (
    photo.kind === kind &&
    photo.blob instanceof Blob &&
    photo.blob.size > 0 &&
    typeof photo.width === 'number' &&
    typeof photo.height === 'number' &&
    typeof photo.savedAt === 'number'
  );
}

export async function savePendingPhoto(customerId: string, photo: PendingPhoto): Promise<void> {
  if (!customerId) return;
  await safely(() => set(keyOf(customerId, photo.kind), photo));
}

export async function readPendingPhoto(
  customerId: string,
  kind: PhotoKind,
): Promise<PendingPhoto | null> {
  if (!customerId) return null;
  const value = await safely(() => get<unknown>(keyOf(customerId, kind)));
  return isPendingPhoto(value, kind) ? value : null;
}

export async function clearPendingPhoto(customerId: string, kind: PhotoKind): Promise<void> {
  if (!customerId) return;
  await safely(() => del(keyOf(customerId, kind)));
}

/** Every customer's pending photos: for sign-out, so no ID photo stays on a shared phone. */
export async function clearAllPendingPhotos(): Promise<void> {
  const all = (await safely(() => keys())) ?? [];
  await Promise.all(
    all
      .filter((key) => typeof key === 'string' && key.startsWith(PREFIX))
      .map((key) => safely(() => del(key))),
  );
}
