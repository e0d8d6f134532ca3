import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoanDocument } from '@contract/loan/documents';
import OrderScreen from './order-screen';
import { ORDER_ID, fakeApi, orderView, renderAt } from './testing/orders-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROUTE = `/bill?order=${ORDER_ID}`;
const ORDER_PATH = `/api/loan/orders/${ORDER_ID}`;

/** The value shown for a label in the page's fact lists. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const doc = (kind: LoanDocument['kind'], title: string): LoanDocument => ({
  kind,
  version: `${kind}/2026-04`,
  language: 'en',
  title,
  blocks: [{ type: 'paragraph', text: `${title} text` }],
  hash: 'a'.repeat(64),
});

describe('/bill', () => {
  it('shows every Order field (docs/loans.md#order-fields), the plan and the history', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: () => ({ body: orderView() }) });
    renderAt('/bill', <OrderScreen />, { route: ROUTE });
    await screen.findByRole('heading', { name: 'Loan details' });
    await screen.findByText('Order number', { selector: 'dt' });

    expect(fact('Order number')).toBe('SC260412ABC234');
    expect(fact('Status')).toBe('Pending repaymentOverdue 2 days');
    expect(fact('Loan amount')).toBe('₱5,000.00');
    expect(fact('Term')).toBe('14 days');
    expect(fact('Withdrawal date')).toBe('Apr 12, 2026');
    expect(fact('Due date')).toBe('Apr 26, 2026');
    expect(fact('Settlement date')).toBe('Not settled yet');
    expect(fact('Money sent')).toBe('Apr 12, 2026, 11:15 AM');
    expect(fact('Payout account')).toBe('BDO Unibank, account ending in 7890');
    expect(fact('Sign status')).toBe('Signed on Apr 12, 2026, 10:30 AM');

    expect(fact('Daily interest rate')).toBe('0.1%');
    expect(fact('Interest')).toBe('₱70.00');
    expect(fact('Service fee')).toBe('₱400.00deducted from the amount you receive');
    expect(fact('Credit reporting fee')).toBe('₱25.00paid with your repayment');
    expect(fact('VAT (12% of the service fee)')).toBe('₱48.00deducted from the amount you receive');
    expect(fact('Coupon deduction')).toBe('₱15.00');
    expect(fact('Amount received')).toBe('₱4,567.00');
    expect(fact('Principal')).toBe('₱5,000.00');
    expect(fact('Finance charge')).toBe('₱528.00');
    expect(fact('Effective interest rate (EIR) per month')).toBe('11.23%');

    expect(fact('Total to repay')).toBe('₱5,095.00');
    expect(fact('Overdue days')).toBe('2');
    expect(fact('Late charge')).toBe('₱30.57');
    expect(fact('Penalty fee')).toBe('₱0.00');
    expect(fact('Amount owed now')).toBe('₱5,125.57');

    const plan = screen.getByRole('table', { name: 'Repayment plan' });
    const headers = within(plan)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['No.', 'Due date', 'Principal', 'Interest', 'Fees', 'Total']);
    const cells = within(plan).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      '1',
      'Apr 26, 2026',
      '₱5,000.00',
      '₱70.00',
      '₱25.00',
      '₱5,095.00',
    ]);

    const history = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole(
      'listitem',
    );
    expect(history.map((item) => item.textContent)).toEqual([
      'Apr 12, 2026, 10:30 AMRequestedYou signed the loan documents',
      'Apr 12, 2026, 10:31 AMBeing checked',
      'Apr 12, 2026, 10:32 AMDisbursement in process',
      'Apr 12, 2026, 10:40 AMDisbursement failedThe transfer to your account did not go through',
      'Apr 12, 2026, 11:00 AMDisbursement in processYou re-entered your bank details; sending again',
      'Apr 12, 2026, 11:15 AMPending repayment',
    ]);
  });

  it('opens the signed documents with the signature and the time signed', async () => {
    const server = fakeApi({
      [`GET ${ORDER_PATH}`]: () => ({ body: orderView() }),
      [`GET ${ORDER_PATH}/signed`]: () => ({
        body: {
          orderId: ORDER_ID,
          orderNo: 'SC260412ABC234',
          signedAt: '2026-04-12T02:30:00.000Z',
          language: 'en',
          signatureDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
          documents: [
            doc('keyFacts', 'Key fact statement'),
            doc('agreement', 'Loan agreement'),
            doc('sanctionLetter', 'Sanction letter'),
          ],
        },
      }),
    });
    renderAt('/bill', <OrderScreen />, { route: ROUTE });
    const section = await screen.findByRole('region', { name: 'Signed documents' });
    expect(server.to(`${ORDER_PATH}/signed`)).toHaveLength(0);

    const toggle = within(section).getByRole('button', { name: 'View signed documents' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    for (const title of ['Key fact statement', 'Loan agreement', 'Sanction letter']) {
      expect(await within(section).findByRole('heading', { name: title, level: 3 })).toBeVisible();
    }
    expect(within(section).getByRole('img', { name: 'Your signature' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(within(section).getByText('Signed on Apr 12, 2026, 10:30 AM')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Hide signed documents' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('downloads a copy with the session token and saves it as <orderNo>-signed.html', async () => {
    const html = '<!doctype html><title>Signed</title><p>Everything signed</p>';
    const server = fakeApi({
      [`GET ${ORDER_PATH}`]: () => ({ body: orderView() }),
      [`GET ${ORDER_PATH}/signed/download`]: () => ({ body: html, type: 'text/html' }),
    });
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => {
          saved.push(blob);
          return 'blob:http://localhost/copy';
        },
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });

    renderAt('/bill', <OrderScreen />, { route: ROUTE });
    fireEvent.click(await screen.findByRole('button', { name: 'Download a copy' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({
      download: 'SC260412ABC234-signed.html',
      href: 'blob:http://localhost/copy',
    });
    expect(await saved[0]!.text()).toBe(html);
    expect(saved[0]!.type).toMatch(/^text\/html/);
    expect(server.to(`${ORDER_PATH}/signed/download`)[0]?.authorization).toBe('Bearer t');
  });

  it('shows the key fact statement link with its expiry, and copies it', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: () => ({ body: orderView() }) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt('/bill', <OrderScreen />, { route: ROUTE });
    const section = await screen.findByRole('region', { name: 'Key fact statement link' });
    const url = `${window.location.origin}/#/KSResult?order=${ORDER_ID}&expires=1777777777&sig=${'a'.repeat(43)}`;
    expect(within(section).getByLabelText('Link')).toHaveValue(url);
    expect(section).toHaveTextContent('until May 12, 2026, 11:15 AM');
    fireEvent.click(within(section).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('after a failed payout: nothing sent, and the way to check or change the account', async () => {
    fakeApi({
      [`GET ${ORDER_PATH}`]: () => ({
        body: orderView({
          status: 'disbursementFailed',
          failureReason: 'accountUnavailable',
          due: null,
          dueDate: null,
          disbursedAt: null,
        }),
      }),
    });
    renderAt('/bill', <OrderScreen />, { route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The transfer to your account did not go through, so nothing was sent to you/,
    );
    expect(fact('Money sent')).toBe('Not sent yet');
    fireEvent.click(screen.getByRole('link', { name: 'Check or change the account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/changeBank');
  });

  it('an unsigned order has no signed copy to offer', async () => {
    fakeApi({
      [`GET ${ORDER_PATH}`]: () => ({
        body: orderView({ signStatus: 'unsigned', signedAt: null, keyFactsLink: null }),
      }),
    });
    renderAt('/bill', <OrderScreen />, { route: ROUTE });
    await screen.findByText('Sign status', { selector: 'dt' });
    expect(fact('Sign status')).toBe('Not signed');
    expect(screen.queryByRole('region', { name: 'Signed documents' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Key fact statement link' })).toBeNull();
  });

  it.each([
    ['without an order', '/bill'],
    ['for an order that is not the borrower’s', ROUTE],
  ])('says the loan cannot be found %s', async (_, route) => {
    const server = fakeApi({});
    renderAt('/bill', <OrderScreen />, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this loan.');
    expect(server.calls.filter((c) => c.path.startsWith('/api/loan'))).toHaveLength(
      route === ROUTE ? 1 : 0,
    );
  });

  it('links a loan being repaid to its repayment and its payments; a settled one to its payments', async () => {
    let status: 'repaying' | 'settled' = 'repaying';
    fakeApi({ [`GET ${ORDER_PATH}`]: () => ({ body: orderView({ status }) }) });
    const first = renderAt('/bill', <OrderScreen />, { route: ROUTE });
    const links = await screen.findByRole('navigation', { name: 'Repayment' });
    expect(within(links).getByRole('link', { name: 'Repay this loan' })).toHaveAttribute(
      'href',
      `/repaidDetail?orderId=${ORDER_ID}`,
    );
    expect(within(links).getByRole('link', { name: 'Payment record' })).toHaveAttribute(
      'href',
      `/repaidDetail?view=record&orderId=${ORDER_ID}`,
    );
    first.unmount();

    status = 'settled';
    renderAt('/bill', <OrderScreen />, { route: ROUTE });
    const settled = await screen.findByRole('navigation', { name: 'Repayment' });
    expect(within(settled).queryByRole('link', { name: 'Repay this loan' })).toBeNull();
    expect(within(settled).getByRole('link', { name: 'Payment record' })).toBeVisible();
  });
});
