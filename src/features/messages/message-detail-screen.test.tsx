import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as idb from '../../../tests/support/memory-idb';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import { nativeBridge } from '@/platform/bridge';
import MessageDetailScreen from './message-detail-screen';
import { CUSTOMER_ID, ORDER_ID, SIGNED_IN, notifyItem } from './testing/messages-kit';

vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));

const ID = '0b6f3a8e-1111-4c2d-8e9f-aaaaaaaaaaaa';
const REMINDER = notifyItem({
  kind: 'reminderDueDay',
  params: { orderNo: 'SC260412ABC234', dueDate: '2026-04-26', owedCentavos: 507_000 },
  link: { route: `/repaidDetail?orderId=${ORDER_ID}` },
});

beforeEach(() => idb.resetMemoryIdb());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = (id = ID) =>
  renderRoute('/msgDetail', <MessageDetailScreen />, {
    route: `/msgDetail?id=${id}`,
    core: SIGNED_IN,
  });

describe('/msgDetail', () => {
  it('shows the message in the borrower’s words, marks it read once, and links to its screen', async () => {
    const api = fakeApi({
      [`GET /api/messages/${ID}`]: () => ({ body: REMINDER }),
      [`PUT /api/messages/${ID}/read`]: () => ({ status: 204, body: '' }),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Your loan is due today' })).toBeVisible();
    expect(
      screen.getByText(/loan SC260412ABC234 is due today, Apr 26, 2026. The amount is ₱5,070.00/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      `/repaidDetail?orderId=${ORDER_ID}`,
    );
    await waitFor(() => expect(api.sent('PUT', `/api/messages/${ID}/read`)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/msgCenter',
    );
  });

  it('in the shell, tells it the link followed (deepLink), then opens the route itself', async () => {
    fakeApi({
      [`GET /api/messages/${ID}`]: () => ({ body: { ...REMINDER, readAt: REMINDER.createdAt } }),
    });
    const deepLink = vi.spyOn(nativeBridge, 'deepLink').mockResolvedValue(null);
    renderRoute('/msgDetail', <MessageDetailScreen />, {
      route: `/msgDetail?id=${ID}`,
      core: { ...SIGNED_IN, publicData: { ...SIGNED_IN.publicData, app_type: 2 } },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'View details' }));
    expect(deepLink).toHaveBeenCalledWith(2, `/repaidDetail?orderId=${ORDER_ID}`);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/repaidDetail?orderId=${ORDER_ID}`,
    );
  });

  it('in the shell, an outside link goes through /triLink; in a browser to a new tab', async () => {
    const url = 'https://sulong.cash.example/promo';
    fakeApi({
      [`GET /api/messages/${ID}`]: () => ({
        body: { ...REMINDER, readAt: REMINDER.createdAt, link: { url } },
      }),
    });
    const deepLink = vi.spyOn(nativeBridge, 'deepLink').mockResolvedValue(null);
    const { unmount } = renderRoute('/msgDetail', <MessageDetailScreen />, {
      route: `/msgDetail?id=${ID}`,
      core: { ...SIGNED_IN, publicData: { ...SIGNED_IN.publicData, app_type: 1 } },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'View details' }));
    expect(deepLink).toHaveBeenCalledWith(1, url);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/triLink?url=${encodeURIComponent(url)}`,
    );
    unmount();
    deepLink.mockClear();
    show();
    const link = await screen.findByRole('link', { name: 'View details' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    fireEvent.click(link);
    expect(deepLink).not.toHaveBeenCalled();
  });

  it('does not mark a message that was read already', async () => {
    const api = fakeApi({
      [`GET /api/messages/${ID}`]: () => ({ body: { ...REMINDER, readAt: REMINDER.createdAt } }),
    });
    show();
    await screen.findByRole('heading', { name: 'Your loan is due today' });
    expect(api.sent('PUT', `/api/messages/${ID}/read`)).toHaveLength(0);
  });

  it('when the read mark gets no answer, queues it in the outbox under one key', async () => {
    const api = fakeApi({
      [`GET /api/messages/${ID}`]: () => ({ body: REMINDER }),
      [`PUT /api/messages/${ID}/read`]: () => 'offline',
    });
    show();
    expect(
      await screen.findByText(
        'You are offline: this will be marked as read when you are back online.',
      ),
    ).toBeVisible();
    const queue = await idb.get<Record<string, unknown>>(`outbox:${CUSTOMER_ID}`);
    expect(queue).toEqual({
      [`read:${ID}`]: {
        url: `/messages/${ID}/read`,
        method: 'PUT',
        body: {},
        invalidates: ['Unread', 'Messages'],
      },
    });
    expect(api.sent('PUT', `/api/messages/${ID}/read`)).toHaveLength(1);
  });

  it('says so when the message is not the borrower’s or no longer shown', async () => {
    fakeApi({
      [`GET /api/messages/${ID}`]: () => ({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No such message' },
      }),
    });
    show();
    expect(await screen.findByText('This message is no longer available.')).toBeVisible();
  });
});
