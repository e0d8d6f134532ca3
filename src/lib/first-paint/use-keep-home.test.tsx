import { act, render } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_KEPT, readKeptHome } from './kept-home';
import { useKeepHome } from './use-keep-home';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type State = 'loading' | 'live' | 'kept';

/** The test moves home between its states with an event. */
const setState = (state: State) =>
  window.dispatchEvent(new CustomEvent('test:state', { detail: state }));

function Home() {
  const ref = useRef<HTMLElement>(null);
  const [state, set] = useState<State>('loading');
  useEffect(() => {
    const change = (event: Event) => set((event as CustomEvent<State>).detail);
    window.addEventListener('test:state', change);
    return () => window.removeEventListener('test:state', change);
  }, []);
  useKeepHome(ref, 'c-1', 'en');
  return (
    <main className="page" ref={ref}>
      {state === 'loading' ? <div className="card card--placeholder" /> : <p>Owed ₱6,519.50</p>}
      {state === 'kept' ? (
        <div role="status">
          <p className="alert alert--info">Last updated</p>
        </div>
      ) : null}
    </main>
  );
}

describe('keeping home (docs/first-paint.md#kept-home)', () => {
  it('keeps it half a second after it shows live data, never while loading or kept offline', async () => {
    vi.useFakeTimers();
    render(<Home />);
    await act(async () => vi.advanceTimersByTime(600));
    expect(localStorage.getItem('keptHome')).toBeNull();
    await act(async () => void setState('kept'));
    await act(async () => vi.advanceTimersByTime(600));
    expect(localStorage.getItem('keptHome')).toBeNull();
    await act(async () => void setState('live'));
    await act(async () => vi.advanceTimersByTime(400));
    expect(localStorage.getItem('keptHome')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(readKeptHome('c-1', 'en')).toBe('<main class="page"><p>Owed ₱6,519.50</p></main>');
  });

  it('keeps nothing while the phone is offline', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Home />);
    await act(async () => void setState('live'));
    await act(async () => vi.advanceTimersByTime(600));
    expect(localStorage.getItem('keptHome')).toBeNull();
  });
});

describe('keeping home as the page goes', () => {
  it('makes a waiting save at once when the page is hidden or goes, not half a second later', async () => {
    vi.useFakeTimers();
    render(<Home />);
    await act(async () => void setState('live'));
    await act(async () => vi.advanceTimersByTime(100));
    expect(localStorage.getItem('keptHome')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(readKeptHome('c-1', 'en')).toBe('<main class="page"><p>Owed ₱6,519.50</p></main>');

    // Hidden (another app) with a change waiting: saved then too; visible again, nothing.
    localStorage.clear();
    await act(async () => void setState('loading'));
    await act(async () => void setState('live'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem('keptHome')).toBeNull();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readKeptHome('c-1', 'en')).toBe('<main class="page"><p>Owed ₱6,519.50</p></main>');
    // Nothing left waiting: no second save.
    localStorage.clear();
    await act(async () => vi.advanceTimersByTime(600));
    expect(localStorage.getItem('keptHome')).toBeNull();
  });

  it('never keeps what the page shows while it loads, even as it goes', async () => {
    vi.useFakeTimers();
    render(<Home />);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('keptHome')).toBeNull();
  });
});

function Kept({ language, news = false }: { language: string; news?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useKeepHome(ref, 'c-1', language);
  return (
    <main ref={ref}>
      <p>{language === 'en' ? 'Owed' : 'Utang'} ₱6,519.50</p>
      {news ? (
        <div role="status" {...NOT_KEPT}>
          Added
        </div>
      ) : null}
    </main>
  );
}

describe('keeping home as it leaves, and only what lasts', () => {
  it('makes a waiting save when home is left for another screen', async () => {
    vi.useFakeTimers();
    const view = render(<Kept language="en" />);
    view.unmount();
    expect(readKeptHome('c-1', 'en')).toBe('<main><p>Owed ₱6,519.50</p></main>');
  });

  it('drops a waiting save when the language changes and home stays', async () => {
    vi.useFakeTimers();
    const view = render(<Kept language="en" />);
    view.rerender(<Kept language="ph" />);
    // The English save would have held the Filipino text: nothing under English.
    expect(readKeptHome('c-1', 'en')).toBeNull();
    await act(async () => vi.advanceTimersByTime(600));
    expect(readKeptHome('c-1', 'ph')).toBe('<main><p>Utang ₱6,519.50</p></main>');
  });

  it('saves at once a change made while the page is hidden', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    render(<Kept language="en" />);
    expect(readKeptHome('c-1', 'en')).toBe('<main><p>Owed ₱6,519.50</p></main>');
  });

  it("leaves this visit's news out of the kept copy", async () => {
    vi.useFakeTimers();
    render(<Kept language="en" news />);
    await act(async () => vi.advanceTimersByTime(600));
    expect(readKeptHome('c-1', 'en')).toBe('<main><p>Owed ₱6,519.50</p></main>');
  });
});
