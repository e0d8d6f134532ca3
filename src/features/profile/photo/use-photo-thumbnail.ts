import { useEffect, useState } from 'react';
import { selectToken } from '@/lib/core/core-slice';
import { fetchPhoto } from '@/lib/images/photo-transport';
import type { PhotoKind } from '@/lib/images/photo-types';
import { useAppSelector } from '@/app/hooks';

/**
 * The saved photo to show as a thumbnail: the one just uploaded, already on the phone, or else
 * fetched once per upload (GET /api/profile/photos/:kind with the session's token).
 */
export function usePhotoThumbnail(
  kind: PhotoKind,
  uploadedAt: string | null,
  local: Blob | null,
): Blob | null {
  const token = useAppSelector(selectToken);
  const [fetched, setFetched] = useState<{ key: string; blob: Blob } | null>(null);
  const key = uploadedAt ? `${kind}@${uploadedAt}` : null;

  useEffect(() => {
    if (!key || local || !token) return;
    const controller = new AbortController();
    fetchPhoto(kind, token, controller.signal)
      .then((blob) => {
        if (blob) setFetched({ key, blob });
      })
      // No thumbnail on a weak network: the "uploaded" text still says the photo is saved.
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, local, token, kind]);

  return local ?? (fetched && fetched.key === key ? fetched.blob : null);
}
