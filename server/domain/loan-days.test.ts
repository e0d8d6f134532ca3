import { describe, expect, it } from 'vitest';
import { addDays } from '../../contract/calendar.ts';
import { DEFAULT_CONTACT_HOURS } from '../../contract/loan/contact-hours.ts';
import { inContactHours, manilaTime, nextRunDay, reminderDue } from './loan-days.ts';

describe('manilaTime', () => {
  it('is the hour in Manila (UTC+8), the day before in UTC for early hours', () => {
    expect(manilaTime('2026-03-10', 0).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(manilaTime('2026-03-10', 9).toISOString()).toBe('2026-03-10T01:00:00.000Z');
    expect(manilaTime('2026-01-01', 20).toISOString()).toBe('2026-01-01T12:00:00.000Z');
  });

  it('refuses an impossible day or hour', () => {
    expect(() => manilaTime('2026-02-30', 9)).toThrow(RangeError);
    expect(() => manilaTime('2026-03-10', 24)).toThrow(RangeError);
  });
});

describe('reminderDue', () => {
  const due = '2026-03-17';
  it('names the reminder of each day around the due date (docs/loans.md#reminders)', () => {
    const byOffset = Array.from({ length: 12 }, (_, i) => i - 3).map((offset) => [
      offset,
      reminderDue(due, addDays(due, offset)),
    ]);
    expect(byOffset).toEqual([
      [-3, null],
      [-2, null],
      [-1, 'dayBefore'],
      [0, 'dueDay'],
      [1, 'overdue1'],
      [2, null],
      [3, 'overdue3'],
      [4, null],
      [5, null],
      [6, null],
      [7, 'overdue7'],
      [8, null],
    ]);
  });

  it('follows the due date across a month end', () => {
    expect(reminderDue('2026-03-01', '2026-02-28')).toBe('dayBefore');
    expect(reminderDue('2026-02-28', '2026-03-07')).toBe('overdue7');
  });
});

describe('inContactHours', () => {
  const at = (iso: string) => inContactHours(new Date(iso), DEFAULT_CONTACT_HOURS);
  it('is open from 09:00 up to, not including, 20:00 Manila by default', () => {
    expect(at('2026-03-10T00:59:59.999Z')).toBe(false); // 08:59:59.999
    expect(at('2026-03-10T01:00:00.000Z')).toBe(true); // 09:00
    expect(at('2026-03-10T11:59:59.999Z')).toBe(true); // 19:59:59.999
    expect(at('2026-03-10T12:00:00.000Z')).toBe(false); // 20:00
    expect(at('2026-03-10T16:30:00.000Z')).toBe(false); // 00:30 the next day
  });

  it('follows the configured hours', () => {
    const hours = { fromHour: 8, toHour: 21 };
    expect(inContactHours(new Date('2026-03-10T00:00:00.000Z'), hours)).toBe(true); // 08:00
    expect(inContactHours(new Date('2026-03-10T12:30:00.000Z'), hours)).toBe(true); // 20:30
    expect(inContactHours(new Date('2026-03-10T13:00:00.000Z'), hours)).toBe(false); // 21:00
  });
});

describe('nextRunDay', () => {
  it('is the next day after an on-time run', () => {
    expect(nextRunDay('2026-03-10', manilaTime('2026-03-10', 0))).toBe('2026-03-11');
    expect(nextRunDay('2026-03-10', manilaTime('2026-03-10', 23))).toBe('2026-03-11');
  });

  it('skips the days a late run already covered, never scheduling in the past', () => {
    expect(nextRunDay('2026-03-10', manilaTime('2026-03-13', 5))).toBe('2026-03-14');
  });
});
