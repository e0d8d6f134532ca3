import { describe, expect, it } from 'vitest';
import { lockedUntil, sessionEnd } from './staff-rules.ts';

const at = (iso: string) => new Date(`2026-11-29T${iso}:00+08:00`);

describe('desk sessions (docs/desk.md#sign-in)', () => {
  it('end after 30 idle minutes and after 12 hours however busy', () => {
    const createdAt = at('08:00');
    expect(sessionEnd({ createdAt, lastUsedAt: at('08:29'), validFrom: null }, at('08:58'))).toBe(
      null,
    );
    expect(sessionEnd({ createdAt, lastUsedAt: at('08:29'), validFrom: null }, at('08:59'))).toBe(
      'IDLE',
    );
    expect(sessionEnd({ createdAt, lastUsedAt: at('19:50'), validFrom: null }, at('19:59'))).toBe(
      null,
    );
    expect(sessionEnd({ createdAt, lastUsedAt: at('19:50'), validFrom: null }, at('20:00'))).toBe(
      'EXPIRED',
    );
  });

  it('end when the account signed out everywhere after they began', () => {
    const times = { createdAt: at('08:00'), lastUsedAt: at('08:10'), validFrom: at('08:05') };
    expect(sessionEnd(times, at('08:11'))).toBe('SIGNED_OUT_EVERYWHERE');
    expect(sessionEnd({ ...times, createdAt: at('08:06') }, at('08:11'))).toBeNull();
  });
});

describe('lockout after wrong tries', () => {
  it('waits 15 minutes after the fifth, doubling to at most a day', () => {
    const now = at('10:00');
    expect(lockedUntil(4, now)).toBeNull();
    expect(lockedUntil(5, now)).toEqual(at('10:15'));
    expect(lockedUntil(6, now)).toEqual(at('10:30'));
    expect(lockedUntil(30, now)?.getTime()).toBe(now.getTime() + 24 * 3600_000);
  });
});
