/**
 * The signature image the server accepts (docs/security.md#signature-images). The pad sizes its
 * canvas within these limits, so whatever screen the borrower signs on, the server can read it.
 * No zod here: the pad imports this file.
 */

/** Largest signature image accepted (decoded bytes). */
export const SIGNATURE_MAX_BYTES = 300 * 1024;

/** A signature narrower or lower than this cannot have been drawn on the pad. */
export const SIGNATURE_MIN_SIDE = 100;

/**
 * The pad is the content's width and 45 % of the screen's height: under 1,100 px wide in the
 * desktop's 540 px column at 2 device pixels per CSS pixel, up to about 3,000 px on the widest
 * tablets in landscape.
 */
export const SIGNATURE_MAX_SIDE = 4096;

/**
 * 45 % of the largest tablet screens (3000 × 1876, 2732 × 2048 px) is about 2.55 million pixels;
 * a phone's pad is a fifth of that. Decoding and re-encoding take time in proportion (about
 * 250 ms at this size, 60 ms for a phone's pad) and 4 bytes a pixel, so nothing larger is read.
 * A larger pad (a monitor in desktop mode) draws at fewer pixels per CSS pixel instead.
 */
export const SIGNATURE_MAX_PIXELS = 2_600_000;
