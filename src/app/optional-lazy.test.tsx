import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionalLazy } from './optional-lazy';

const failure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const part = () => Promise.resolve({ default: () => <p>Update available</p> });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('optionalLazy', () => {
  it('renders nothing, and leaves the rest of the page, when its chunk cannot load', async () => {
    const Missing = optionalLazy(failure);
    render(
      <main>
        <Missing />
        <h1>The screen</h1>
      </main>,
    );
    await settle();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.getByRole('main').children).toHaveLength(1);
  });

  it('asks again when the network comes back, and when it mounts again', async () => {
    let attempts = 0;
    const Flaky = optionalLazy(() => (++attempts === 1 ? failure() : part()));
    const { unmount } = render(<Flaky />);
    await settle();
    expect(screen.queryByText('Update available')).toBeNull();
    await act(() => {
      window.dispatchEvent(new Event('online'));
      return new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('Update available')).toBeInTheDocument();
    unmount();

    let tries = 0;
    const Again = optionalLazy(() => (++tries === 1 ? failure() : part()));
    const first = render(<Again />);
    await settle();
    first.unmount();
    render(<Again />);
    expect(await screen.findByText('Update available')).toBeInTheDocument();
    // Once loaded, a later mount shows it at once.
    expect(tries).toBe(2);
  });
});
