/**
 * Text typed on the prerendered page before the app hydrated it is handed to the form once the
 * first screen is live (docs/first-paint.md#typed-before-hydration). A saved draft read meanwhile
 * waits for that handover, so it never replaces what the borrower has just typed with older text.
 */
let handedOver: Promise<void> = Promise.resolve();

/** The bootstrap's part: drafts are restored only once `done` settles. */
export function holdDraftsUntil(done: Promise<void>): void {
  handedOver = done.catch(() => undefined);
}

/** Settles once no typed text is waiting to be handed over. */
export const typedTextHandedOver = (): Promise<void> => handedOver;
