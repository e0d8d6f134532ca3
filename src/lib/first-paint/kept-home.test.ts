import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetKeptHome, keepHome, readKeptHome } from './kept-home';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

const HTML = '<main class="page"><h1>Mabuhay!</h1></main>';
const PAGE = '/assets/index-a.css';
const STYLES = [PAGE, '/assets/home-b.css'];

describe('the kept home (docs/first-paint.md#kept-home)', () => {
  it("paints only this borrower's home, in this language, of today in Manila, of this build", () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T15:00:00Z') }); // 23:00 in Manila
    keepHome('c-1', 'ph', HTML, STYLES);
    expect(readKeptHome('c-1', 'ph', PAGE)).toEqual({ html: HTML, styles: STYLES });
    expect(readKeptHome('c-2', 'ph', PAGE)).toBeNull();
    expect(readKeptHome('c-1', 'en', PAGE)).toBeNull();
    expect(readKeptHome('', 'ph', PAGE)).toBeNull();
    // Another build of the app: its stylesheet is not among the kept ones.
    expect(readKeptHome('c-1', 'ph', '/assets/index-z.css')).toBeNull();
    vi.setSystemTime(new Date('2026-11-24T16:00:00Z')); // the next day in Manila
    expect(readKeptHome('c-1', 'ph', PAGE)).toBeNull();
  });

  it('keeps nothing oversized (and forgets the older copy), and reads nothing broken', () => {
    keepHome('c-1', 'en', HTML, STYLES);
    keepHome('c-1', 'en', `<main>${'x'.repeat(40_001)}</main>`, STYLES);
    expect(localStorage.getItem('keptHome')).toBeNull();
    localStorage.setItem('keptHome', '{not json');
    expect(readKeptHome('c-1', 'en', PAGE)).toBeNull();
  });

  it("forgets it, or only another borrower's", () => {
    keepHome('c-1', 'en', HTML, STYLES);
    forgetKeptHome('c-1');
    expect(readKeptHome('c-1', 'en', PAGE)?.html).toBe(HTML);
    forgetKeptHome('c-2');
    expect(readKeptHome('c-1', 'en', PAGE)).toBeNull();
    keepHome('c-1', 'en', HTML, STYLES);
    forgetKeptHome();
    expect(localStorage.getItem('keptHome')).toBeNull();
  });
});
