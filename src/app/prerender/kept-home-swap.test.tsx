import { act, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOverKeptHome } from './kept-home-swap';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.replaceChildren();
  window.location.hash = '';
  vi.useRealTimers();
});

/** Home as the app renders it: a placeholder until its data has come (the test's event). */
function Home() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const load = () => setLoaded(true);
    window.addEventListener('test:data', load);
    return () => window.removeEventListener('test:data', load);
  }, []);
  return <main>{loaded ? <p>Live figures</p> : <div className="card card--placeholder" />}</main>;
}

function paintKept(): HTMLElement {
  const painted = document.createElement('div');
  painted.id = 'root';
  painted.innerHTML = '<main aria-busy="true"><p>Kept figures</p></main>';
  document.body.append(painted);
  return painted;
}

async function start({ commitLater = false } = {}) {
  const painted = paintKept();
  const swapped = vi.fn();
  let commit = () => {};
  await act(async () =>
    renderOverKeptHome(painted, <Home />, (run) => (commitLater ? (commit = run) : run()), swapped),
  );
  return { swapped, commit: () => act(async () => commit()) };
}

const shown = () => document.getElementById('root')?.textContent;

describe('the live page over a kept home (docs/first-paint.md#kept-home)', () => {
  it('keeps the kept page while the live one loads, never the skeleton, then swaps', async () => {
    const { swapped } = await start();
    expect(shown()).toBe('Kept figures');
    expect(swapped).not.toHaveBeenCalled();
    await act(async () => void window.dispatchEvent(new Event('test:data')));
    expect(shown()).toBe('Live figures');
    expect(swapped).toHaveBeenCalledOnce();
    expect(document.querySelectorAll('#root')).toHaveLength(1);
  });

  it('swaps at once when a link took the borrower elsewhere', async () => {
    await start();
    await act(async () => {
      window.location.hash = '#/orders';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(document.querySelector('#root .card--placeholder')).not.toBeNull();
  });

  it('on a link followed before the first commit, waits for it, then has the router read it', async () => {
    const { commit } = await start({ commitLater: true });
    const popstates = vi.fn();
    window.addEventListener('popstate', popstates);
    await act(async () => {
      window.location.hash = '#/orders';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(shown()).toBe('Kept figures');
    await commit();
    expect(popstates).toHaveBeenCalled();
    expect(document.querySelector('#root .card--placeholder')).not.toBeNull();
    window.removeEventListener('popstate', popstates);
  });

  it('stands in no longer than the longest wait for a query', async () => {
    vi.useFakeTimers();
    await start();
    await act(async () => vi.advanceTimersByTime(24_999));
    expect(shown()).toBe('Kept figures');
    await act(async () => vi.advanceTimersByTime(1));
    expect(document.querySelector('#root .card--placeholder')).not.toBeNull();
  });
});
