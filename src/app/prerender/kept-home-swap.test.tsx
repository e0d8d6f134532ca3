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

async function start() {
  const painted = paintKept();
  const committed = vi.fn();
  await act(async () => renderOverKeptHome(painted, <Home />, (run) => run(), committed));
  return { committed };
}

const shown = () => document.getElementById('root')?.textContent;

describe('the live page over a kept home (docs/first-paint.md#kept-home)', () => {
  it('keeps the kept page while the live one loads, never the skeleton, then swaps', async () => {
    const { committed } = await start();
    expect(committed).toHaveBeenCalledOnce();
    expect(shown()).toBe('Kept figures');
    await act(async () => void window.dispatchEvent(new Event('test:data')));
    expect(shown()).toBe('Live figures');
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

  it('stands in 10 s at most', async () => {
    vi.useFakeTimers();
    await start();
    await act(async () => vi.advanceTimersByTime(9_999));
    expect(shown()).toBe('Kept figures');
    await act(async () => vi.advanceTimersByTime(1));
    expect(document.querySelector('#root .card--placeholder')).not.toBeNull();
  });
});
