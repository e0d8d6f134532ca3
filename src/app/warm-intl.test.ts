import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it('asks each formatter kind react-intl checks about the locale, one task each, then settles', async () => {
    vi.useFakeTimers();
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    let settled = false;
    void warmIntl('fil-PH').then(() => (settled = true));

    // Nothing in the caller's task: the point is to leave it short.
    expect(numbers).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(numbers).toHaveBeenCalledWith('fil-PH');
    expect(dates).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(dates).toHaveBeenCalledWith('fil-PH');
    expect(settled).toBe(false);
    await vi.runAllTimersAsync();
    expect(settled).toBe(true);
  });

  it('settles even when a kind throws, so start-up never waits on it', async () => {
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    await expect(warmIntl('hi-IN')).resolves.toBeUndefined();
    expect(dates).toHaveBeenCalledWith('hi-IN');
  });
});
