/**
 * Business dates are Asia/Manila. The Philippines has kept UTC+8 without daylight saving since
 * 1978, so a fixed offset is exact and needs no time-zone database.
 */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the Manila calendar day containing `at` began. */
export function startOfManilaDay(at: Date): Date {
  const local = at.getTime() + MANILA_OFFSET_MS;
  const localMidnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(localMidnight - MANILA_OFFSET_MS);
}

/** The instant the next Manila calendar day begins. */
export function nextManilaMidnight(at: Date): Date {
  return new Date(startOfManilaDay(at).getTime() + DAY_MS);
}

/** yyyy-mm-dd of `at` in Manila. */
export function manilaDate(at: Date): string {
  return new Date(at.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

export const secondsBetween = (from: Date, to: Date): number =>
  (to.getTime() - from.getTime()) / 1000;
