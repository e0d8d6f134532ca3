import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrdersScreen from './orders-screen';
import { ORDER_ID, fakeApi, orderSummary, renderAt } from './testing/orders-kit';

afterEach(() => vi.unstubAllGlobals());

const SETTLED = orderSummary({
  id: '0b6f3a8e-1111-4c2d-8e9f-aaaaaaaaaaaa',
  orderNo: 'SC260301XYZ789',
  status: 'settled',
  amountCentavos: 300_000,
  termDays: 7,
  createdAt: '2026-03-01T16:30:00.000Z',
  dueDate: '2026-03-09',
  due: null,
});

/** The two lists; with `open`, home also says a loan is open (else home is not reachable). */
function lists({ open = false }: { open?: boolean } = {}) {
  return fakeApi({
    'GET /api/loan/orders': (_body, _params, { search }) => ({
      body: { orders: search === '?tab=current' ? [orderSummary()] : [SETTLED] },
    }),
    ...(open ? { 'GET /api/loan/home': () => ({ body: { currentOrder: orderSummary() } }) } : {}),
  });
}

describe('/billIndex', () => {
  it('opens on Current when a loan is open, whatever tab was kept', async () => {
    lists({ open: true });
    renderAt('/billIndex', <OrdersScreen />);
    const current = await screen.findByRole('tab', { name: 'Current' });
    await waitFor(() => expect(current).toHaveAttribute('aria-selected', 'true'));
    const panel = screen.getByRole('tabpanel', { name: 'Current' });
    expect(await within(panel).findAllByRole('link')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on History by default (docs/loans.md#loan-tab) and lists past loans', async () => {
    const server = lists();
    renderAt('/billIndex', <OrdersScreen />);
    expect(await screen.findByRole('tablist', { name: 'Loan orders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'History' });
    const row = await within(panel).findByRole('link', { name: /Order SC260301XYZ789/ });
    expect(row).toHaveTextContent('Settled');
    expect(row).toHaveTextContent('₱3,000.00');
    expect(row).toHaveTextContent('7 days');
    // 16:30 UTC on 1 March is already 2 March in Manila.
    expect(row).toHaveTextContent('Applied on Mar 2, 2026');
    expect(row).toHaveTextContent('Due on Mar 9, 2026');
    expect(server.to('/api/loan/orders').map((c) => c.search)).toEqual(['?tab=history']);
  });

  it('opens on the stored tab, and keeps the borrower’s choice in the core store', async () => {
    const server = lists();
    const { store } = renderAt('/billIndex', <OrdersScreen />, { core: { loanTabType: 1 } });
    const row = await screen.findByRole('link', { name: /Order SC260412ABC234/ });
    expect(row).toHaveTextContent('Pending repayment');
    expect(row).toHaveTextContent('Due in 3 days');
    expect(row).toHaveTextContent('Due on Apr 26, 2026');

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(store.getState().core.loanTabType).toBe(2);
    expect(await screen.findByRole('link', { name: /Order SC260301XYZ789/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Order SC260412ABC234/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Current' }));
    expect(store.getState().core.loanTabType).toBe(1);
    // Back on a tab seen before: asked again, the list may have moved since.
    await waitFor(() =>
      expect(server.to('/api/loan/orders').map((c) => c.search)).toEqual([
        '?tab=current',
        '?tab=history',
        '?tab=current',
      ]),
    );
  });

  it('moves between tabs with the arrow keys, focus following (WAI-ARIA tabs)', async () => {
    lists();
    const { store } = renderAt('/billIndex', <OrdersScreen />);
    const history = await screen.findByRole('tab', { name: 'History' });
    expect(history).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Current' })).toHaveAttribute('tabindex', '-1');
    act(() => history.focus());
    fireEvent.keyDown(history, { key: 'ArrowRight' });
    const current = screen.getByRole('tab', { name: 'Current' });
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('aria-selected', 'true');
    expect(store.getState().core.loanTabType).toBe(1);
    fireEvent.keyDown(current, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await screen.findByRole('link', { name: /Order SC260301XYZ789/ });
  });

  it('opens an order from its row', async () => {
    lists();
    renderAt('/billIndex', <OrdersScreen />, { core: { loanTabType: 1 } });
    fireEvent.click(await screen.findByRole('link', { name: /Order SC260412ABC234/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/bill?order=${ORDER_ID}`);
  });

  it('says when a tab is empty, with a way to borrow from Current', async () => {
    fakeApi({ 'GET /api/loan/orders': () => ({ body: { orders: [] } }) });
    renderAt('/billIndex', <OrdersScreen />);
    expect(
      await screen.findByText('No past loans yet. Settled and cancelled loans will appear here.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Current' }));
    expect(await screen.findByText('You have no loan in progress.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to home to borrow' })).toHaveAttribute(
      'href',
      '/homeIndex',
    );
  });

  it('explains a failure to load and retries', async () => {
    let fail = true;
    fakeApi({
      'GET /api/loan/orders': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'x' } }
          : { body: { orders: [SETTLED] } },
    });
    renderAt('/billIndex', <OrdersScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your loans.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Order SC260301XYZ789/ })).toBeVisible();
  });
});
