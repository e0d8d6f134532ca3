import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionalLazy } from './optional-lazy';

describe('optionalLazy', () => {
  it('renders nothing, and leaves the rest of the page, when its chunk cannot load', async () => {
    const Missing = optionalLazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <Suspense fallback={null}>
          <Missing />
        </Suspense>
        <h1>The screen</h1>
      </main>,
    );
    // Inside act: React handles the failed load now, as a browser would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.getByRole('main').children).toHaveLength(1);
  });

  it('renders the part when it loads', async () => {
    const Part = optionalLazy(() => Promise.resolve({ default: () => <p>Update available</p> }));
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('Update available')).toBeInTheDocument();
  });
});
