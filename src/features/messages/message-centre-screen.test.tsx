import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute, type FakeHandler } from '../../../tests/support/fake-api';
import MessageCentreScreen from './message-centre-screen';
import { SIGNED_IN, activityItem, notifyItem } from './testing/messages-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SETTLED = notifyItem({
  id: '0b6f3a8e-2222-4c2d-8e9f-aaaaaaaaaaaa',
  kind: 'orderSettled',
  params: { orderId: 'o', orderNo: 'SC260301XYZ789', amountCentavos: 300_000 },
  createdAt: '2026-02-20T02:00:00.000Z',
  readAt: '2026-02-21T02:00:00.000Z',
});

function server(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/messages/unread': () => ({ body: { notify: 1, activity: 0 } }),
    'GET /api/messages': (_body, params) => ({
      body:
        params.get('tab') === 'activity'
          ? { items: [], nextCursor: null }
          : params.get('cursor') === 'page-2'
            ? { items: [SETTLED], nextCursor: null }
            : { items: [notifyItem()], nextCursor: 'page-2' },
    }),
    'PUT /api/messages/read-all': () => ({ status: 204, body: '' }),
    ...routes,
  });
}

const show = () => renderRoute('/msgCenter', <MessageCentreScreen />, { core: SIGNED_IN });

describe('/msgCenter', () => {
  it('lists Notify with its unread count: title, first line, Manila date and the unread dot', async () => {
    server();
    show();
    const tabs = await screen.findByRole('tablist', { name: 'Message tabs' });
    const notify = within(tabs).getByRole('tab', { name: /Notify/ });
    expect(notify).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(notify).toHaveAccessibleName(/^Notify\s*1 unread$/));
    const panel = screen.getByRole('tabpanel', { name: /Notify/ });
    const row = await within(panel).findByRole('link', { name: /You are approved/ });
    expect(row).toHaveAttribute('href', '/msgDetail?id=0b6f3a8e-1111-4c2d-8e9f-aaaaaaaaaaaa');
    expect(row).toHaveTextContent('Your credit limit is ₱6,500.');
    expect(row).toHaveTextContent('Mar 2, 2026');
    expect(within(row).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
  });

  it('loads the next page by its cursor, and a read message has no dot', async () => {
    const api = server();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const row = await screen.findByRole('link', { name: /Loan settled/ });
    expect(row).toHaveTextContent('Your loan SC260301XYZ789 for ₱3,000.00 is fully repaid.');
    expect(within(row).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.to('/api/messages').map((c) => c.params.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('shows the Activity tab empty, with its own text', async () => {
    server();
    show();
    fireEvent.click(await screen.findByRole('tab', { name: /Activity/ }));
    expect(await screen.findByText('No announcements right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows an announcement’s first line only', async () => {
    server({
      'GET /api/messages/unread': () => ({ body: { notify: 0, activity: 1 } }),
      'GET /api/messages': (_b, params) => ({
        body: {
          items: params.get('tab') === 'activity' ? [activityItem()] : [],
          nextCursor: null,
        },
      }),
    });
    show();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Activity/ }));
    const row = await screen.findByRole('link', { name: /Typhoon hours/ });
    expect(row).toHaveTextContent('Customer service closes early today.');
    expect(row).not.toHaveTextContent('Stay safe.');
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    server({
      'GET /api/messages': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'x' } }
          : { body: { items: [notifyItem()], nextCursor: null } },
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your messages.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /You are approved/ })).toBeVisible();
  });

  it('marks all as read up to when the list was opened', async () => {
    const api = server();
    show();
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await act(async () => fireEvent.click(button));
    const [sent] = api.sent('PUT', '/api/messages/read-all');
    expect(sent?.body).toMatchObject({ tab: 'notify', before: expect.stringMatching(/Z$/) });
  });

  it('offline: keeps "Mark all as read" disabled with the reason', async () => {
    server();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show();
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Marking all as read needs a connection.');
  });

  it('going offline, says in the status region that was already there how old the list is', async () => {
    server();
    show();
    const panel = await screen.findByRole('tabpanel', { name: /Notify/ });
    await within(panel).findByRole('link', { name: /You are approved/ });
    // Present and empty while the list is live: a screen reader reads what later fills it.
    const region = within(panel).getByRole('status');
    expect(region).toBeEmptyDOMElement();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await waitFor(() => expect(region).toHaveTextContent(/^Last updated/));
    expect(within(panel).getByRole('status')).toBe(region);
    expect(within(panel).getByRole('link', { name: /You are approved/ })).toBeInTheDocument();
  });
});
