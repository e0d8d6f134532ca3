import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesApi } from '@/lib/api/messages-api';
import { fakeApi } from '../../tests/support/fake-api';
import { renderWithProviders } from '../../tests/support/render';
import { SIGNED_IN } from '../features/messages/testing/messages-kit';
import BottomTabs from './bottom-tabs';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the bottom tabs (docs/navigation.md#bottom-tabs)', () => {
  it('shows the unread messages and announcements on My account, in words for screen readers', async () => {
    let counts = { notify: 2, activity: 1 };
    const api = fakeApi({
      'GET /api/messages/unread': () => ({ body: counts }),
      'PUT /api/messages/m1/read': () => ({ status: 204, body: '' }),
    });
    const { store } = renderWithProviders(<BottomTabs />, { core: SIGNED_IN, route: '/my' });
    // The count describes the tab; its name stays.
    const my = screen.getByRole('link', { name: 'My account' });
    await waitFor(() => expect(my).toHaveAccessibleDescription('3 unread'));
    const live = document.getElementById('tabs-unread');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live?.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^3$/);

    // A read mark invalidates the counts: the badge follows.
    counts = { notify: 1, activity: 1 };
    await act(() => store.dispatch(messagesApi.endpoints.markMessageRead.initiate('m1')));
    await waitFor(() => expect(my).toHaveAccessibleDescription('2 unread'));

    counts = { notify: 0, activity: 0 };
    await act(() => store.dispatch(messagesApi.endpoints.markMessageRead.initiate('m1')));
    await waitFor(() => expect(my).toHaveAccessibleDescription(''));
    expect(api.count('/api/messages/unread')).toBe(3);
  });

  it('asks for no count, and loads no account code, without a session', async () => {
    const api = fakeApi({
      'GET /api/messages/unread': () => ({ body: { notify: 4, activity: 0 } }),
    });
    renderWithProviders(<BottomTabs />, { route: '/homeIndex' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('link', { name: 'My account' })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(api.calls).toEqual([]);
  });
});
