import { SIGNATURE_MAX_PIXELS, SIGNATURE_MAX_SIDE } from '@contract/loan/signature-limits';

/**
 * Beyond 2 device pixels per CSS pixel a signature gains nothing visible, while the PNG grows
 * towards the server's size limit.
 */
const MAX_PIXEL_RATIO = 2;

/**
 * Device pixels per CSS pixel for a pad of this size: the screen's (up to 2), lowered so the
 * image stays within what the server reads (docs/security.md#signature-images), as on a monitor.
 */
export function padPixelRatio(cssWidth: number, cssHeight: number, devicePixelRatio: number) {
  const screen = Math.min(Math.max(devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
  if (!cssWidth || !cssHeight) return screen;
  return Math.min(
    screen,
    Math.sqrt(SIGNATURE_MAX_PIXELS / (cssWidth * cssHeight)),
    SIGNATURE_MAX_SIDE / cssWidth,
    SIGNATURE_MAX_SIDE / cssHeight,
  );
}
