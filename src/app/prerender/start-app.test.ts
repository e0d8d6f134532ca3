import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_TEMPLATE } from './document-ids';
import { startApp } from './boot';
import { loadIntlData } from './load-intl-data';

const scriptsAsked = () => document.head.querySelectorAll('meta[name="app-script"]').length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  // Stands for the module script and its preloads: appended, they are fetched.
  document.body.innerHTML = `<template id="${APP_SCRIPTS_TEMPLATE}"><meta name="app-script"></template>`;
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const hidden = (value: boolean) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(value ? 'hidden' : 'visible');

describe('startApp', () => {
  it('once the painted view is on screen, prepares in the task before the scripts are asked for', () => {
    // The test environment's PerformanceObserver knows no paint entries: the start follows the
    // next frame, as in a browser that does not report paints.
    const order: string[] = [];
    const prepare = vi.fn(() => order.push(scriptsAsked() ? 'prepared after' : 'prepared before'));
    startApp(true, prepare);
    expect(prepare).not.toHaveBeenCalled();
    expect(scriptsAsked()).toBe(0);

    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['prepared before']);
    // Not in the same task: the two together would be one long task.
    expect(scriptsAsked()).toBe(0);
    vi.advanceTimersToNextTimer();
    expect(scriptsAsked()).toBe(1);
    // Neither the 3 s fallback nor anything else starts it twice.
    vi.runAllTimers();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(scriptsAsked()).toBe(1);
  });

  it('with nothing painted, asks for the scripts at once and prepares in the next task', () => {
    const prepare = vi.fn();
    startApp(false, prepare);
    expect(scriptsAsked()).toBe(1);
    expect(prepare).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(prepare).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(scriptsAsked()).toBe(1);
  });

  it('on a page hidden at boot, does as with nothing painted: nothing before the first paint', () => {
    hidden(true);
    const prepare = vi.fn();
    startApp(true, prepare);
    expect(scriptsAsked()).toBe(1);
    expect(prepare).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('on a page hidden before its paint is reported, asks for the scripts at once', () => {
    const prepare = vi.fn();
    startApp(true, prepare);
    hidden(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(scriptsAsked()).toBe(1);
    expect(prepare).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(scriptsAsked()).toBe(1);
  });

  it('still asks for the scripts when the preparation throws', () => {
    startApp(true, () => {
      throw new Error('no locale data');
    });
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(scriptsAsked()).toBe(1);
  });
});

describe('loadIntlData', () => {
  it("asks about the locale what react-intl's createIntl asks", () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const plurals = vi.spyOn(Intl.PluralRules, 'supportedLocalesOf');
    loadIntlData('fil-PH');
    expect(numbers).toHaveBeenCalledWith('fil-PH');
    expect(dates).toHaveBeenCalledWith('fil-PH');
    expect(plurals).toHaveBeenCalledWith('fil-PH');
  });

  it('formats an amount in pesos and a date in Manila, as the first screens do', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    loadIntlData('hi-IN');
    expect(numbers).toHaveBeenCalledWith('hi-IN', { style: 'currency', currency: 'PHP' });
    expect(dates).toHaveBeenCalledWith('hi-IN', { dateStyle: 'medium', timeZone: 'Asia/Manila' });
  });

  it('never throws into the boot script or its worker, and a kind that throws does not stop the next', () => {
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    expect(() => loadIntlData('hi-IN')).not.toThrow();
    expect(dates).toHaveBeenCalledWith('hi-IN');
  });
});
