import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetKeptHome, keepHome, readKeptHome } from './kept-home';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const HTML = '<main class="page"><h1>Mabuhay!</h1></main>';

describe('the kept home (docs/first-paint.md#kept-home)', () => {
  it("paints only this borrower's home, in this language, of today in Manila", () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T15:00:00Z') }); // 23:00 in Manila
    keepHome('c-1', 'ph', HTML);
    expect(readKeptHome('c-1', 'ph')).toBe(HTML);
    expect(readKeptHome('c-2', 'ph')).toBeNull();
    expect(readKeptHome('c-1', 'en')).toBeNull();
    expect(readKeptHome('', 'ph')).toBeNull();
    vi.setSystemTime(new Date('2026-11-24T16:00:00Z')); // the next day in Manila
    expect(readKeptHome('c-1', 'ph')).toBeNull();
  });

  it('keeps nothing oversized (and forgets the older copy), and reads nothing broken', () => {
    keepHome('c-1', 'en', HTML);
    keepHome('c-1', 'en', `<main>${'x'.repeat(40_001)}</main>`);
    expect(localStorage.getItem('keptHome')).toBeNull();
    localStorage.setItem('keptHome', '{not json');
    expect(readKeptHome('c-1', 'en')).toBeNull();
  });

  it('forgets the older copy when the storage refuses the new one', () => {
    keepHome('c-1', 'en', HTML);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keepHome('c-1', 'en', '<main class="page"><h1>Later</h1></main>');
    expect(readKeptHome('c-1', 'en')).toBeNull();
  });

  it("forgets it, or only another borrower's", () => {
    keepHome('c-1', 'en', HTML);
    forgetKeptHome('c-1');
    expect(readKeptHome('c-1', 'en')).toBe(HTML);
    forgetKeptHome('c-2');
    expect(readKeptHome('c-1', 'en')).toBeNull();
    keepHome('c-1', 'en', HTML);
    forgetKeptHome();
    expect(localStorage.getItem('keptHome')).toBeNull();
  });
});
