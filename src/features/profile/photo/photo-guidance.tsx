import { useIntl } from 'react-intl';
import type { PhotoKind } from '@/lib/images/photo-types';
import { Button } from '@/ui/button';
import { photoMessages } from './photo-messages';

const TIPS = {
  idDocument: [
    photoMessages.idTipSurface,
    photoMessages.idTipCorners,
    photoMessages.idTipClear,
    photoMessages.idTipGlare,
  ],
  face: [photoMessages.faceTipLight, photoMessages.faceTipUncover, photoMessages.faceTipHandheld],
} as const;

/**
 * What makes the photo pass review: clear, four corners visible, no reflection
 * (docs/profile.md#photos).
 */
export function PhotoGuidance({ kind, headingId }: { kind: PhotoKind; headingId: string }) {
  const intl = useIntl();
  return (
    <section className="photo-guidance" aria-labelledby={headingId}>
      <h3 id={headingId} className="photo-capture__subtitle" tabIndex={-1}>
        {intl.formatMessage(photoMessages.guidanceTitle)}
      </h3>
      <ul className="photo-guidance__tips">
        {TIPS[kind].map((tip) => (
          <li key={tip.id}>{intl.formatMessage(tip)}</li>
        ))}
      </ul>
    </section>
  );
}

type CameraNoticeProps = {
  headingId: string;
  onContinue: () => void;
  onCancel: () => void;
};

/**
 * The just-in-time notice before the camera or a photo is first used
 * (docs/profile.md#just-in-time-notices; SEC MC 18 s.2019, NPC Circulars 20-01 and 2022-02: camera
 * and album only for identity verification).
 */
export function CameraNotice({ headingId, onContinue, onCancel }: CameraNoticeProps) {
  const intl = useIntl();
  return (
    <section className="alert alert--info stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="photo-capture__subtitle" tabIndex={-1}>
        {intl.formatMessage(photoMessages.noticeTitle)}
      </h3>
      <p className="photo-capture__text">{intl.formatMessage(photoMessages.noticeText)}</p>
      <div className="photo-capture__actions">
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(photoMessages.notNow)}
        </Button>
        <Button onClick={onContinue}>{intl.formatMessage(photoMessages.noticeContinue)}</Button>
      </div>
    </section>
  );
}
