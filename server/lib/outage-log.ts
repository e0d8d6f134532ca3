/** How often, at most, an outage that goes on is logged again. */
export const OUTAGE_LOG_EVERY_MS = 10_000;

interface ErrorLogger {
  error(fields: object, message: string): void;
}

/**
 * One line for the first request an outage refuses, then at most one every OUTAGE_LOG_EVERY_MS
 * with how many were refused in between: during a database restart every request fails the same
 * way, and a line each (1,574 in five seconds under load) buried everything else in the log. Each
 * refused request still has its own completion line with its code (docs/errors.md#service-unavailable).
 */
export function createOutageLog(clock: () => number = Date.now) {
  let loggedAt = -Infinity;
  let unlogged = 0;
  return (log: ErrorLogger, fields: object, message: string): void => {
    const at = clock();
    if (at - loggedAt < OUTAGE_LOG_EVERY_MS) {
      unlogged += 1;
      return;
    }
    log.error(unlogged > 0 ? { ...fields, alsoRefusedSinceLastLine: unlogged } : fields, message);
    loggedAt = at;
    unlogged = 0;
  };
}
