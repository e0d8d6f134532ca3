/**
 * Performance marks the bootstrap leaves (docs/first-paint.md#hydration): hydration ended (or the
 * live page took a kept home's place, docs/first-paint.md#kept-home), and whether hydration kept
 * the prerendered page.
 */
export const HYDRATED_MARK = 'sulong:hydrated';
export const HYDRATION_MISMATCH_MARK = 'sulong:hydration-mismatch';
