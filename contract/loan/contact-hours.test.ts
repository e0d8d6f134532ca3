import { describe, expect, it } from 'vitest';
import { clockOf, parseContactHours } from './contact-hours.ts';

describe('parseContactHours (docs/glossary.md#contact-hours)', () => {
  it('reads whole Manila hours', () => {
    expect(parseContactHours('09:00-20:00')).toEqual({ fromHour: 9, toHour: 20 });
    expect(parseContactHours('06:00-22:00')).toEqual({ fromHour: 6, toHour: 22 });
  });

  it.each(['05:00-20:00', '09:00-23:00', '09:30-20:00', '20:00-09:00', '9-20', ''])(
    'refuses %j: outside SEC MC 18, not whole hours, or malformed',
    (value) => expect(parseContactHours(value)).toBeNull(),
  );

  it('writes an hour as the documents do', () => {
    expect(clockOf(9)).toBe('09:00');
    expect(clockOf(20)).toBe('20:00');
  });
});
