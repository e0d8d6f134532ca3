import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewDetail } from '@contract/desk/review';
import { manilaDateTime } from '../../ui/date-time';
import { Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { fetchPhoto } from './api';
import { reviewText as t } from './messages';
import { useRevealReason } from './reveal';

const ZOOMS = [1, 1.5, 2, 3] as const;

/**
 * One of the two photos, opened for the page's reason (logged by the server), with zoom and
 * rotation so a tilted or small ID can be read; hidden again, its bytes are let go.
 */
export function PhotoViewer({
  applicationId,
  kind,
  info,
}: {
  applicationId: string;
  kind: 'idDocument' | 'face';
  info: ReviewDetail['photos']['idDocument'];
}) {
  const intl = useIntl();
  const { take } = useRevealReason();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [zoom, setZoom] = useState(0);
  const [turns, setTurns] = useState(0);
  const title = intl.formatMessage(kind === 'face' ? t.facePhoto : t.idPhoto);
  const photo = intl.formatMessage(kind === 'face' ? t.facePhotoInline : t.idPhotoInline);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  // A photo that arrives after the page was left is let go at once.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The button pressed goes away: the focus follows to the photo, or back to "Show" on hiding.
  const frame = useRef<HTMLDivElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (url ? frame : showButton).current?.focus();
  }, [url]);

  const show = async () => {
    const reason = take();
    if (!reason) return;
    setBusy(true);
    const answer = await fetchPhoto(applicationId, kind, reason);
    if (!mounted.current) {
      if ('url' in answer) URL.revokeObjectURL(answer.url);
      return;
    }
    setBusy(false);
    moved.current = true;
    if ('url' in answer) {
      setProblem(null);
      setUrl(answer.url);
    } else setProblem(answer.error || intl.formatMessage(common.offline));
  };

  return (
    <figure className="photo">
      <figcaption>
        <strong>{title}</strong>
        {info ? (
          <span>
            {intl.formatMessage(t.photoTaken, {
              when: manilaDateTime(intl, info.uploadedAt),
              width: info.width,
              height: info.height,
            })}
          </span>
        ) : null}
      </figcaption>
      {!info ? <p>{intl.formatMessage(t.noPhoto)}</p> : null}
      {info && !url ? (
        <button
          ref={showButton}
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => void show()}
        >
          {intl.formatMessage(t.showPhoto, { photo })}
        </button>
      ) : null}
      <Problem>{problem}</Problem>
      {url ? (
        <>
          {/* Zoomed, the photo scrolls: a region the keyboard reaches and scrolls too. */}
          <div ref={frame} className="photo-frame" role="region" aria-label={title} tabIndex={0}>
            <img
              src={url}
              alt={title}
              style={{ transform: `scale(${ZOOMS[zoom]}) rotate(${turns * 90}deg)` }}
            />
          </div>
          <div className="photo-tools">
            <button
              type="button"
              className="secondary"
              disabled={zoom === ZOOMS.length - 1}
              onClick={() => setZoom(zoom + 1)}
            >
              {intl.formatMessage(t.zoomIn, { photo })}
            </button>
            <button
              type="button"
              className="secondary"
              disabled={zoom === 0}
              onClick={() => setZoom(zoom - 1)}
            >
              {intl.formatMessage(t.zoomOut, { photo })}
            </button>
            <button type="button" className="secondary" onClick={() => setTurns((turns + 1) % 4)}>
              {intl.formatMessage(t.rotate, { photo })}
            </button>
            <button type="button" className="secondary" onClick={() => setUrl(null)}>
              {intl.formatMessage(t.hide, { photo })}
            </button>
          </div>
        </>
      ) : null}
    </figure>
  );
}
