/** How often, at most, an outage that goes on is logged again. */
export const OUTAGE_LOG_EVERY_MS = 10_000;

interface ErrorLogger {
  error(fields: object, message: string): void;
}

/**
 * One line for the first request an outage refuses, then at most one every OUTAGE_LOG_EVERY_MS
 * with how many were refused in between: during a database restart every request fails the same
 * way, and a line each (1,574 in five seconds under load) buried everything else in the log. The
 * count of a window is written when the window ends, so it belongs to the outage it counts. Each
 * refused request still has its own completion line with its code
 * (docs/errors.md#service-unavailable).
 */
export function createOutageLog(
  schedule: (run: () => void, ms: number) => void = (run, ms) => setTimeout(run, ms).unref(),
) {
  let windowOpen = false;
  let unlogged: { count: number; log: ErrorLogger; fields: object; message: string } | null = null;

  const closeWindow = (): void => {
    windowOpen = false;
    if (!unlogged) return;
    const { count, log, fields, message } = unlogged;
    unlogged = null;
    log.error({ ...fields, alsoRefused: count, inLastMs: OUTAGE_LOG_EVERY_MS }, message);
    // That line opens a window of its own: an outage that goes on is summed up every interval.
    windowOpen = true;
    schedule(closeWindow, OUTAGE_LOG_EVERY_MS);
  };

  return (log: ErrorLogger, fields: object, message: string): void => {
    if (windowOpen) {
      unlogged = { count: (unlogged?.count ?? 0) + 1, log, fields, message };
      return;
    }
    log.error(fields, message);
    windowOpen = true;
    schedule(closeWindow, OUTAGE_LOG_EVERY_MS);
  };
}
