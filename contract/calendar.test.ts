import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isCalendarDate,
  laterDay,
  manilaDate,
  manilaDayStart,
} from './calendar.ts';

describe('manilaDate', () => {
  it('agrees with the time-zone database on both sides of Manila midnight', () => {
    for (const iso of ['2026-01-01T00:00:00Z', '2026-06-30T15:59:00Z', '2026-06-30T16:01:00Z']) {
      const at = new Date(iso);
      const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(at);
      expect(manilaDate(at)).toBe(expected);
    }
  });
});

describe('manilaDayStart', () => {
  it('is Manila midnight, 16:00 UTC the day before, and the first instant of that Manila date', () => {
    const start = manilaDayStart('2026-03-01');
    expect(start.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(manilaDate(start)).toBe('2026-03-01');
    expect(manilaDate(new Date(start.getTime() - 1))).toBe('2026-02-28');
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-10', 30)).toBe('2026-04-09');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
  });
});

describe('daysBetween', () => {
  it('counts calendar days both ways, across months and leap days', () => {
    expect(daysBetween('2026-03-02', '2026-03-09')).toBe(7);
    expect(daysBetween('2026-03-09', '2026-03-02')).toBe(-7);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(() => daysBetween('2026-3-2', '2026-03-09')).toThrow(RangeError);
  });
});

describe('impossible dates', () => {
  it('are refused with a RangeError, not rolled over', () => {
    for (const bad of ['2026-13-45', '2026-02-30', '2026-02-29', '2026-00-10', '2026-04-31']) {
      expect(() => daysBetween(bad, '2026-03-09')).toThrow(RangeError);
      expect(() => daysBetween('2026-03-09', bad)).toThrow(RangeError);
      expect(() => addDays(bad, 1)).toThrow(RangeError);
      expect(() => manilaDayStart(bad)).toThrow(RangeError);
      expect(isCalendarDate(bad)).toBe(false);
    }
    expect(() => addDays('2026-03-09', 1.5)).toThrow(RangeError);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(daysBetween('2028-02-29', '2028-03-01')).toBe(1);
  });
});

describe('dates already seen', () => {
  it('answer the same once remembered, and past the point where the memory starts afresh', () => {
    // Twelve thousand days from 2000 on: more than the dates the module keeps.
    let date = '2000-01-01';
    for (let i = 1; i <= 12_000; i += 1) {
      const next = addDays(date, 1);
      expect(daysBetween(date, next)).toBe(1);
      date = next;
    }
    expect(date).toBe('2032-11-08');
    expect(daysBetween('2000-01-01', date)).toBe(12_000);
    expect(addDays('2000-01-01', 12_000)).toBe(date);
    // An impossible date is never remembered as a good one.
    expect(() => daysBetween('2026-02-30', date)).toThrow(RangeError);
    expect(() => daysBetween('2026-02-30', date)).toThrow(RangeError);
  });
});

describe('laterDay', () => {
  it('is the later of two calendar dates, across months and years, whichever comes first', () => {
    expect(laterDay('2026-11-30', '2026-12-01')).toBe('2026-12-01');
    expect(laterDay('2027-01-01', '2026-12-31')).toBe('2027-01-01');
    expect(laterDay('2026-12-13', '2026-12-13')).toBe('2026-12-13');
  });
});
