import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAP_LOCK_MS, useTapLock } from './use-tap-lock';

function Tapper({ onTap, ms }: { onTap: () => unknown; ms?: number }) {
  const tap = useTapLock(onTap, ms);
  return <button onClick={tap}>Tap</button>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('tap lock (docs/navigation.md#tap-lock)', () => {
  it('runs once for repeated taps within 1000 ms, then again after', () => {
    const onTap = vi.fn();
    render(<Tapper onTap={onTap} />);
    const button = screen.getByRole('button', { name: 'Tap' });
    fireEvent.click(button);
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(TAP_LOCK_MS - 1));
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(2);
    expect(TAP_LOCK_MS).toBe(1000);
  });

  it('stays locked while an async handler is still running', async () => {
    let finish: () => void = () => undefined;
    const onTap = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Tapper onTap={onTap} ms={10} />);
    const button = screen.getByRole('button', { name: 'Tap' });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(2);
  });
});
