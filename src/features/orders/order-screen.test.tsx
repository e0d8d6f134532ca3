import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoanDocument } from '@contract/loan/documents';
import { repayingDues } from '../../../tests/support/dues-fixtures';
import OrderScreen from './order-screen';
import { ORDER_ID, fakeApi, orderView, renderAt } from './testing/orders-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROUTE = `/bill?order=${ORDER_ID}`;
const ORDER_PATH = `/api/loan/orders/${ORDER_ID}`;

/** The value shown for a label in the page's fact lists, or in one section's. */
function fact(label: string, section: string = 'Loan'): string {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt, dt > strong' }).closest('dt')!;
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

    // The loan as it stands, first: overdue since when, what pays it off today, and the way to
    // pay near the top (docs/loans.md#dues).
    const loan = screen.getByRole('region', { name: 'Loan' });
    expect(within(loan).getByText('Overdue since Apr 27, 2026')).toBeVisible();
    expect(within(loan).getByText('To pay it all off today').nextElementSibling).toHaveTextContent(
      '₱5,125.57',
    );
    expect(within(loan).getByRole('link', { name: 'Repay this loan' })).toHaveAttribute(
      'href',
      `/repaidDetail?orderId=${ORDER_ID}`,
    );

    const charges = 'Interest and charges';
    expect(fact('Daily interest rate', charges)).toBe('0.1%');
    expect(fact('Interest', charges)).toBe('₱70.00');
    expect(fact('Service fee', charges)).toBe('₱400.00deducted from the amount you receive');
    expect(fact('Credit reporting fee', charges)).toBe('₱25.00paid with your repayment');
    expect(fact('VAT (12% of the service fee)', charges)).toBe(
      '₱48.00deducted from the amount you receive',
    );
    expect(fact('Coupon deduction', charges)).toBe('₱15.00');
    expect(fact('Amount received', charges)).toBe('₱4,567.00');
    expect(fact('Principal', charges)).toBe('₱5,000.00');
    expect(fact('Finance charge', charges)).toBe('₱528.00');
    expect(fact('Total repayment, as signed', charges)).toBe('₱5,095.00');
    expect(fact('Effective interest rate (EIR) per month', charges)).toBe('11.23%');

    // What is owed: one late charge (no second "penalty" line), and the plan as it stands, its
    // total in view without scrolling sideways.
    expect(fact('Repaid so far', 'Repayment')).toBe('₱0.00');
    expect(fact('Total repayment', 'Repayment')).toBe(
      '₱5,125.57What you have repaid plus what is still due',
    );
    const repayment = screen.getByRole('region', { name: 'Repayment' });
    expect(within(repayment).getByRole('heading', { name: 'Repayment plan now' })).toBeVisible();
    expect(
      within(repayment).getByRole('heading', { name: 'To pay it all off today' }),
    ).toBeVisible();
    expect(fact('Principal', 'Repayment')).toBe('₱5,000.00');
    expect(fact('Late charge', 'Repayment')).toBe('₱30.57');
    expect(fact('Total', 'Repayment')).toBe('₱5,125.57');
    expect(screen.queryByText(/Penalty/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
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

  it('after an extension and a part payment: the term, due date, plan and history follow', async () => {
    const dues = repayingDues({
      dueDate: '2026-05-04',
      termDays: 22,
      extensions: 1,
      due: { kind: 'expiresIn', days: 10 },
      onDueDate: {
        principalCentavos: 402_500,
        interestCentavos: 6_440,
        feesCentavos: 0,
        lateChargeCentavos: 0,
        totalCentavos: 408_940,
      },
      paidCentavos: 107_500,
      totalRepaymentCentavos: 516_440,
      partlyPaid: true,
    });
    const extension = {
      day: '2026-04-14',
      kind: 'extension' as const,
      paidCentavos: 7_500,
      extensionFeeCentavos: 4_000,
      coupon: { lateChargeCentavos: 0, feesCentavos: 0 },
      next: { date: '2026-05-04', centavos: 508_000, overdue: false },
    };
    const part = {
      day: '2026-04-20',
      kind: 'part' as const,
      paidCentavos: 100_000,
      extensionFeeCentavos: 0,
      coupon: { lateChargeCentavos: 0, feesCentavos: 0 },
      next: { date: '2026-05-04', centavos: 408_940, overdue: false },
    };
    const base = orderView();
    fakeApi({
      [`GET ${ORDER_PATH}`]: () => ({
        body: orderView({
          dueDate: dues.dueDate,
          due: dues.due,
          dues,
          history: [
            ...base.history,
            {
              type: 'payment',
              at: '2026-04-14T02:00:00.000Z',
              receiptNo: 'RC1',
              payment: extension,
            },
            { type: 'payment', at: '2026-04-20T02:00:00.000Z', receiptNo: 'RC2', payment: part },
          ],
        }),
      }),
    });
    renderAt('/bill', <OrderScreen />, { route: ROUTE });
    await screen.findByText('Order number', { selector: 'dt' });
    expect(fact('Term')).toBe('22 days14 days as signed, with 1 extension');
    expect(fact('Due date')).toBe('May 4, 2026');
    expect(fact('Repaid so far', 'Repayment')).toBe('₱1,075.00');
    expect(fact('Total repayment', 'Repayment')).toMatch(/^₱5,164.40/);
    const repayment = screen.getByRole('region', { name: 'Repayment' });
    expect(within(repayment).getByRole('heading', { name: 'Due on May 4, 2026' })).toBeVisible();
    expect(fact('Total', 'Repayment')).toBe('₱4,089.40');
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history.slice(-2).map((item) => item.textContent)).toEqual([
      'Apr 14, 2026, 10:00 AMExtension paid: ₱75.00New due date: May 4, 2026Next due on May 4, 2026: ₱5,080.00',
      'Apr 20, 2026, 10:00 AMPart payment: ₱1,000.00Next due on May 4, 2026: ₱4,089.40',
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

  it('shows the disclosure statement link with its expiry, and copies it', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: () => ({ body: orderView() }) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt('/bill', <OrderScreen />, { route: ROUTE });
    const section = await screen.findByRole('region', { name: 'Disclosure statement link' });
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
    expect(screen.queryByRole('region', { name: 'Disclosure statement link' })).toBeNull();
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
    const links = await screen.findByRole('navigation', { name: 'Payments' });
    expect(screen.getByRole('link', { name: 'Repay this loan' })).toHaveAttribute(
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
    const settled = await screen.findByRole('navigation', { name: 'Payments' });
    expect(screen.queryByRole('link', { name: 'Repay this loan' })).toBeNull();
    expect(within(settled).getByRole('link', { name: 'Payment record' })).toBeVisible();
  });
});
