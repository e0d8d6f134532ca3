import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PhotoKind } from '@/lib/images/photo-types';
import {
  cameraFailureOf,
  grabFrame,
  openLiveCamera,
  stopCamera,
  type CameraFailure,
} from '@/platform/camera';
import { Button } from '@/ui/button';
import { photoMessages } from './photo-messages';
import { purposeOf } from './photo-steps';

type CameraViewProps = {
  kind: PhotoKind;
  onShot: (frame: Blob) => void;
  onFailure: (failure: CameraFailure) => void;
  onCancel: () => void;
};

/**
 * The browser's live camera (getUserMedia) with a frame to aim at and a shutter. The stream stops
 * when the view closes, so the camera light never stays on after the shot.
 */
export function CameraView({ kind, onShot, onFailure, onCancel }: CameraViewProps) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const fail = useEffectEvent(onFailure);
  const purpose = purposeOf(kind);

  useEffect(() => {
    let active = true;
    let stream: MediaStream | null = null;
    openLiveCamera(purpose).then(
      (opened) => {
        if (!active) return stopCamera(opened);
        stream = opened;
        const element = video.current;
        if (!element) return;
        element.srcObject = opened;
        // Autoplay of a muted inline video is allowed; a refusal leaves the first frame.
        void element.play()?.catch(() => undefined);
      },
      (error: unknown) => {
        if (active) fail(cameraFailureOf(error));
      },
    );
    return () => {
      active = false;
      stopCamera(stream);
    };
  }, [purpose]);

  const shoot = async () => {
    const element = video.current;
    if (!ready || !element) return;
    try {
      onShot(await grabFrame(element));
    } catch {
      onFailure('failed');
    }
  };

  const label = intl.formatMessage(
    kind === 'face' ? photoMessages.faceCameraLabel : photoMessages.idCameraLabel,
  );
  return (
    <div className="stack">
      <div className={`photo-camera photo-camera--${kind}`}>
        <video
          ref={video}
          className="photo-camera__video"
          aria-label={label}
          playsInline
          muted
          autoPlay
          onLoadedMetadata={() => setReady(true)}
        />
        <div className="photo-camera__frame" aria-hidden="true" />
      </div>
      {ready ? null : (
        <p className="page__lead">{intl.formatMessage(photoMessages.cameraStarting)}</p>
      )}
      {/* Focused at once, announced as unavailable until the first frame arrives. */}
      <Button block autoFocus aria-disabled={ready ? undefined : true} onClick={() => void shoot()}>
        {intl.formatMessage(photoMessages.shutter)}
      </Button>
      <Button variant="secondary" block onClick={onCancel}>
        {intl.formatMessage(photoMessages.cancel)}
      </Button>
    </div>
  );
}
