/**
 * Performance marks the bootstrap leaves (docs/first-paint.md#hydration): the audit and the e2e
 * suite read them to know hydration ended, and that it kept the prerendered page.
 */
export const HYDRATED_MARK = 'sulong:hydrated';
export const HYDRATION_MISMATCH_MARK = 'sulong:hydration-mismatch';
