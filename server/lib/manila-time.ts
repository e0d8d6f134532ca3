import { DAY_MS, MANILA_OFFSET_MS } from '../../contract/calendar.ts';

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

export const secondsBetween = (from: Date, to: Date): number =>
  (to.getTime() - from.getTime()) / 1000;
