import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { useIntl } from 'react-intl';
// The pad library is in the borrowing screens' chunk (docs/architecture.md#chunks).
import SignaturePad from 'signature_pad';
import { Button } from '@/ui/button';
import { padPixelRatio } from './pad-pixel-ratio';
import { signMessages } from './sign-messages';

/** What /sign needs from the pad. */
export type SignatureHandle = { toPng: () => string };

/**
 * A signature pad the width of the content, sharp on the phone's pixels. When the pad changes
 * size (rotation, a keyboard, a new pixel ratio) the strokes are kept and drawn again.
 */
export function SignaturePadField({
  handle,
  onInkChange,
  disabled = false,
}: {
  handle: Ref<SignatureHandle>;
  /** Whether anything is drawn, after every stroke, Clear and Undo. */
  onInkChange: (hasInk: boolean) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const report = useRef(onInkChange);
  useLayoutEffect(() => {
    report.current = onInkChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: '#1a2433',
      minWidth: 1,
      maxWidth: 3,
    });
    padRef.current = pad;
    const fit = () => {
      const ratio = padPixelRatio(canvas.offsetWidth, canvas.offsetHeight, window.devicePixelRatio);
      // Rounded down: never a pixel past the limits.
      const width = Math.floor(canvas.offsetWidth * ratio);
      const height = Math.floor(canvas.offsetHeight * ratio);
      if (!width || !height || (canvas.width === width && canvas.height === height)) return;
      // Setting the size wipes the canvas: the strokes (in CSS pixels) are drawn again.
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(strokes);
    };
    fit();
    const onStroke = () => report.current(!pad.isEmpty());
    pad.addEventListener('endStroke', onStroke);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(canvas);
    // A new pixel ratio (zoom, another screen) resizes the window, not the element.
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', onStroke);
      pad.off();
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (disabled) pad?.off();
    else pad?.on();
  }, [disabled]);

  useImperativeHandle(handle, () => ({
    toPng: () => padRef.current?.toDataURL('image/png') ?? '',
  }));

  const clear = () => {
    padRef.current?.clear();
    report.current(false);
  };
  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const strokes = pad.toData();
    strokes.pop();
    pad.fromData(strokes);
    report.current(!pad.isEmpty());
  };

  return (
    <div className="signature-pad" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="field__label">
        {intl.formatMessage(signMessages.padLabel)}
      </p>
      <canvas
        ref={canvasRef}
        className="signature-pad__canvas"
        role="img"
        aria-label={intl.formatMessage(signMessages.padLabel)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {intl.formatMessage(signMessages.hint)}
      </p>
      <div className="signature-pad__tools">
        <Button variant="secondary" onClick={undo} disabled={disabled}>
          {intl.formatMessage(signMessages.undo)}
        </Button>
        <Button variant="secondary" onClick={clear} disabled={disabled}>
          {intl.formatMessage(signMessages.clear)}
        </Button>
      </div>
    </div>
  );
}
