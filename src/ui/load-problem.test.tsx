import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { LoadProblem } from './load-problem';

describe('the load-failure card', () => {
  it('says what failed and why, and asks again on Try again', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LoadProblem
        title="Could not load your loans."
        error={{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load your loans.');
    expect(alert).toHaveTextContent('Cannot connect to the network');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('gives the server’s reason without a title, and only the title without an error', () => {
    const { unmount } = renderWithProviders(
      <LoadProblem
        as="section"
        error={{ status: 500, data: { code: 'INTERNAL', message: 'boom' } }}
        onRetry={() => undefined}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('SECTION');
    expect(alert.querySelectorAll('p')).toHaveLength(1);
    expect(alert).not.toHaveTextContent('boom');
    unmount();
    renderWithProviders(
      <ul>
        <LoadProblem as="li" title="Could not load." onRetry={() => undefined} />
      </ul>,
    );
    const item = screen.getByRole('alert');
    expect(item.tagName).toBe('LI');
    expect(item.querySelectorAll('p')).toHaveLength(1);
    expect(item).toHaveTextContent('Could not load.');
  });
});
