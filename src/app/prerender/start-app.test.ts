import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_TEMPLATE } from './document-ids';
import { startApp } from './boot';
import { loadIntlData } from './load-intl-data';

const scriptsAsked = () => document.head.querySelector('meta[name="app-script"]') !== null;

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

describe('startApp', () => {
  it('after a painted view, prepares in the task before the scripts are asked for', () => {
    // jsdom reports no paint entries: the start follows the next frame instead.
    const order: string[] = [];
    const prepare = vi.fn(() => order.push(scriptsAsked() ? 'prepared after' : 'prepared before'));
    startApp(true, prepare);
    expect(prepare).not.toHaveBeenCalled();
    expect(scriptsAsked()).toBe(false);

    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['prepared before']);
    // Not in the same task: the two together would be one long task.
    expect(scriptsAsked()).toBe(false);
    vi.advanceTimersToNextTimer();
    expect(scriptsAsked()).toBe(true);
    vi.runAllTimers();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('with nothing painted, asks for the scripts at once and prepares in the next task', () => {
    const prepare = vi.fn();
    startApp(false, prepare);
    expect(scriptsAsked()).toBe(true);
    expect(prepare).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(prepare).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(document.head.querySelectorAll('meta[name="app-script"]')).toHaveLength(1);
  });
});

describe('loadIntlData', () => {
  it("asks about the locale what react-intl's createIntl asks", () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    loadIntlData('fil-PH');
    expect(numbers).toHaveBeenCalledWith('fil-PH');
    expect(dates).toHaveBeenCalledWith('fil-PH');
  });

  it('never throws into the boot script', () => {
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(() => loadIntlData('hi-IN')).not.toThrow();
  });
});
