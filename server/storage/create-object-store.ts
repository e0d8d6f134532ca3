import { join } from 'node:path';
import type { PhotoStoreConfig } from '../config-photo-store.ts';
import { createLocalObjectStore, createMemoryObjectStore } from './local-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';

/** PHOTO_STORE=local keeps photos in DATA_DIR/photos (in memory for memory://); s3 in a bucket. */
export function createPhotoStore(config: PhotoStoreConfig): ObjectStore {
  if (config.kind === 's3') return createS3ObjectStore(config);
  if (config.dataDir === 'memory://') return createMemoryObjectStore();
  return createLocalObjectStore(join(config.dataDir, 'photos'));
}
