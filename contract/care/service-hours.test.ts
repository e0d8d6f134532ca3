import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_HOURS, parseServiceHours, serviceStatus } from './service-hours.ts';

/**
 * docs/care.md#customer-service-hours: open 09:00–18:00 Manila every day, whatever zone the phone
 * is set to. The instants are built from the device's own local clock, so the zone matters to the
 * test and must not matter to the answer.
 */
describe.each([
  // zone, minutes the device's clock is ahead of UTC, the same ahead of Manila
  ['UTC', 0, -8 * 60],
  ['Asia/Tokyo', 9 * 60, 60],
] as const)('on a device in %s', (zone, utcAhead, manilaAhead) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  /** The instant that is `hh:mm:ss` in Manila on 2026-05-04 (a Monday), from local fields. */
  const manila = (hh: number, mm: number, ss = 0) => new Date(2026, 4, 4, hh, mm + manilaAhead, ss);

  it('runs in that zone', () => {
    // 0 - offset, not -offset: UTC would give -0.
    expect(0 - new Date(2026, 4, 4).getTimezoneOffset()).toBe(utcAhead);
  });

  it.each([
    [8, 59, 59, false],
    [9, 0, 0, true],
    [17, 59, 59, true],
    [18, 0, 0, false],
  ] as const)('%i:%i:%i Manila is open: %s', (hh, mm, ss, open) => {
    expect(serviceStatus(manila(hh, mm, ss), DEFAULT_SERVICE_HOURS).open).toBe(open);
  });

  it('says when it changes: closing time today, opening time today or tomorrow', () => {
    const hours = DEFAULT_SERVICE_HOURS;
    expect(serviceStatus(manila(8, 59, 59), hours).nextChangeAt).toEqual(manila(9, 0));
    expect(serviceStatus(manila(12, 30), hours).nextChangeAt).toEqual(manila(18, 0));
    expect(serviceStatus(manila(18, 0), hours).nextChangeAt).toEqual(manila(33, 0));
    // Just before Manila midnight and just after it: the same next opening.
    expect(serviceStatus(manila(23, 59, 59), hours).nextChangeAt).toEqual(manila(33, 0));
    expect(serviceStatus(manila(24, 0, 0), hours).nextChangeAt).toEqual(manila(33, 0));
  });

  it('is open on a Sunday too (every day of the week)', () => {
    // 2026-05-10 is a Sunday.
    expect(serviceStatus(manila(6 * 24 + 10, 0), DEFAULT_SERVICE_HOURS).open).toBe(true);
  });
});

describe('parseServiceHours', () => {
  it('reads HH:MM-HH:MM that opens before it closes', () => {
    expect(parseServiceHours('09:00-18:00')).toEqual({ opens: '09:00', closes: '18:00' });
    expect(parseServiceHours(' 08:30-20:15 ')).toEqual({ opens: '08:30', closes: '20:15' });
  });

  it.each([
    '',
    '9:00-18:00',
    '09:00',
    '09:00-18:00-19:00',
    '18:00-09:00',
    '09:00-09:00',
    '24:00-25:00',
    '09:60-18:00',
  ])('refuses %j', (value) => {
    expect(parseServiceHours(value)).toBeNull();
  });

  it('serviceStatus refuses hours that could not be parsed', () => {
    expect(() => serviceStatus(new Date(), { opens: '18:00', closes: '09:00' })).toThrow(
      RangeError,
    );
  });
});
