import { createHash } from 'node:crypto';
import type { PhotoKind, PhotoView } from '../../contract/profile/api.ts';
import type { Db } from '../db/db.ts';
import { AppError, accept, refuse, unwrap } from '../errors.ts';
import type { Outcome } from '../errors.ts';
import { JpegProblem, cleanJpeg } from '../lib/jpeg.ts';
import type { CleanJpeg } from '../lib/jpeg.ts';
import { sameDigest } from '../lib/secrets.ts';
import {
  findCurrentPhoto,
  findCurrentPhotos,
  insertPhoto,
  replaceCurrentPhoto,
} from '../repositories/photos.ts';
import type { PhotoRow } from '../repositories/photos.ts';
import { newObjectKey } from '../storage/object-store.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { lockLiveCustomer } from './account/live-customer.ts';
import type { ServiceDeps } from './deps.ts';

export interface CurrentPhotos {
  idDocument: PhotoView | null;
  face: PhotoView | null;
}

export interface PhotoUpload {
  customerId: string;
  kind: PhotoKind;
  body: Uint8Array;
  ip: string | null;
  userAgent: string | null;
}

/**
 * A rule another part of the server adds to uploads (e.g. "no new photo while the application is
 * under review"). Runs in the upload's transaction, under the per-customer photo lock; returns
 * the refusal or null. An identical re-upload is answered before any guard runs.
 */
export type PhotoUploadGuard = (
  tx: Db,
  upload: { customerId: string; kind: PhotoKind },
) => Promise<AppError | null>;

const LOCK_NAMESPACE = 'photo';
const CONTENT_TYPE = 'image/jpeg';

export const toPhotoView = (
  row: Pick<PhotoRow, 'kind' | 'createdAt' | 'bytes' | 'width' | 'height'>,
): PhotoView => ({
  kind: row.kind,
  uploadedAt: row.createdAt.toISOString(),
  bytes: row.bytes,
  width: row.width,
  height: row.height,
});

/** The current photos as the profile shows them; takes a transaction or the database. */
export async function currentPhotoViews(db: Db, customerId: string): Promise<CurrentPhotos> {
  const rows = await findCurrentPhotos(db, customerId);
  const of = (kind: PhotoKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? toPhotoView(row) : null;
  };
  return { idDocument: of('idDocument'), face: of('face') };
}

function decode(body: Uint8Array, kind: PhotoKind): CleanJpeg {
  try {
    return cleanJpeg(body);
  } catch (error) {
    if (!(error instanceof JpegProblem)) throw error;
    throw new AppError('PHOTO_PROBLEM', `Photo problem: ${error.message}`, { field: kind });
  }
}

export function createPhotoService({ db, now }: ServiceDeps, store: ObjectStore) {
  const guards: PhotoUploadGuard[] = [];

  return {
    /** Adds a rule every later upload must pass (see PhotoUploadGuard). */
    addUploadGuard(guard: PhotoUploadGuard): void {
      guards.push(guard);
    },

    /**
     * Strips the metadata, stores the bytes under a random key and makes them the current photo
     * of the kind; the previous one stays as history until the retention job deletes its bytes
     * (docs/security.md#photo-retention). Sending the same bytes again (a retry) answers the
     * photo already stored.
     */
    async upload(input: PhotoUpload): Promise<PhotoView> {
      const { customerId, kind } = input;
      const clean = decode(input.body, kind);
      const sha256 = createHash('sha256').update(clean.bytes).digest();
      const same = (row: PhotoRow | null): row is PhotoRow =>
        row !== null && sameDigest(row.sha256, sha256);

      const current = await findCurrentPhoto(db, customerId, kind);
      if (same(current)) return toPhotoView(current);

      // Stored before the transaction: no lock is held while a bucket answers.
      const storageKey = newObjectKey('jpg');
      await store.put(storageKey, clean.bytes, CONTENT_TYPE);
      let outcome: Outcome<{ row: PhotoRow; fresh: boolean }>;
      try {
        outcome = await db.transaction(
          async (tx) => {
            // Under the profile lock the deletion holds: a deleted account stores nothing, and
            // the bytes just put are deleted below (docs/account.md#account-deletion).
            await lockLiveCustomer(tx, customerId);
            const latest = await findCurrentPhoto(tx, customerId, kind);
            if (same(latest)) return accept({ row: latest, fresh: false });
            for (const guard of guards) {
              const refusal = await guard(tx, { customerId, kind });
              if (refusal) return refuse(refusal);
            }
            const at = now();
            await replaceCurrentPhoto(tx, customerId, kind, at);
            const row = await insertPhoto(tx, {
              customerId,
              kind,
              storageKey,
              sha256,
              bytes: clean.bytes.length,
              width: clean.width,
              height: clean.height,
              contentType: CONTENT_TYPE,
              createdAt: at,
              createdIp: input.ip,
              userAgent: input.userAgent?.slice(0, 512) ?? null,
            });
            return accept({ row, fresh: true });
          },
          { lock: { namespace: LOCK_NAMESPACE, key: customerId } },
        );
      } catch (error) {
        await store.delete(storageKey).catch(() => {});
        throw error;
      }
      if (!outcome.ok || !outcome.value.fresh) await store.delete(storageKey);
      return toPhotoView(unwrap(outcome).row);
    },

    /** The bytes of the customer's own current photo, or null. Looked up by customer only. */
    async download(customerId: string, kind: PhotoKind): Promise<Buffer | null> {
      const row = await findCurrentPhoto(db, customerId, kind);
      if (!row) return null;
      const bytes = await store.get(row.storageKey);
      if (!bytes) throw new Error(`Photo ${row.id} is missing from the object store`);
      return bytes;
    },

    getCurrentPhotos: (customerId: string): Promise<CurrentPhotos> =>
      currentPhotoViews(db, customerId),
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
