import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepHome } from '@/lib/first-paint/kept-home';
import { paintFirstView } from './boot';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const session = (customerId: string) =>
  JSON.stringify({
    publicData: JSON.stringify({
      customerId,
      token: 't',
      phone_number: '+639171234567',
      app_type: null,
    }),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  document.body.innerHTML =
    '<div id="root"></div><template id="prerendered-home-en"><div class="app-container">' +
    '<main class="page"><div class="card card--placeholder"></div></main><nav>Tabs</nav></div></template>';
  window.location.hash = '#/homeIndex';
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  window.location.hash = '';
});

const KEPT =
  '<main class="page"><h1>Mabuhay!</h1><button type="button">Withdraw</button><a href="#/orders">My loans</a></main>';

describe('the boot script with a kept home (docs/first-paint.md#kept-home)', () => {
  it("paints this borrower's kept home in the frame, busy, its buttons disabled, links live", () => {
    localStorage.setItem('persist:sulong-core', session('c-1'));
    keepHome('c-1', 'en', KEPT);
    expect(paintFirstView()).toBe(true);
    const root = document.getElementById('root')!;
    expect(root.dataset.kept).toBe('true');
    expect(root.querySelector('.card--placeholder')).toBeNull();
    expect(root.querySelector('main')?.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelector('button')?.disabled).toBe(true);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('#/orders');
    expect(root.querySelector('nav')?.textContent).toBe('Tabs');
  });

  it('paints the frame for another borrower, and offline', () => {
    localStorage.setItem('persist:sulong-core', session('c-2'));
    keepHome('c-1', 'en', KEPT);
    paintFirstView();
    expect(document.querySelector('#root .card--placeholder')).not.toBeNull();
    expect(document.getElementById('root')!.dataset.kept).toBeUndefined();

    document.getElementById('root')!.replaceChildren();
    localStorage.setItem('persist:sulong-core', session('c-1'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    paintFirstView();
    expect(document.querySelector('#root .card--placeholder')).not.toBeNull();
  });
});
