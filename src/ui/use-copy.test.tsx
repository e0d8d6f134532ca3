import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { TOAST_DURATION_MS } from './toast';
import { useCopy } from './use-copy';

function CopyButton() {
  const copy = useCopy();
  return <button onClick={() => void copy('C-0042')}>Copy</button>;
}

afterEach(() => vi.useRealTimers());

describe('copy with toast (docs/navigation.md#copy)', () => {
  it('copies the text and shows "Kinopya" in Filipino for 2000 ms', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<CopyButton />, { locale: 'fil-PH', messages: { 'ui.copied': 'Kinopya' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('C-0042');
    expect(screen.getByRole('status')).toHaveTextContent('Kinopya');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Kinopya');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    renderWithProviders(<CopyButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(screen.getByRole('status')).toHaveTextContent(/could not copy/i);
  });
});
