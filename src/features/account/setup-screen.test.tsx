import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeletionStatus, Settings } from '@contract/account/api';
import { languageChosen } from '@/lib/i18n/settings-slice';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import { PUBLIC_CONFIG } from '../../../tests/support/public-config';
import SetupScreen from './setup-screen';

// The phone's drafts store (IndexedDB) is not in this test's browser; its purge has its own tests.
// It takes a moment, as IndexedDB does on a phone.
vi.mock('@/lib/drafts/purge-drafts', () => ({
  purgeCustomerDrafts: vi.fn(() => new Promise((resolve) => setTimeout(resolve, 30))),
}));

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};
const SETTINGS: Settings = {
  preferences: { promotions: false, reminderSms: true },
  language: null,
};
const ALLOWED: DeletionStatus = { allowed: true, blockedBy: null, orderId: null, keepYears: 5 };

let store: ReturnType<typeof renderRoute>['store'];

function show(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/config': () => ({ body: { ...PUBLIC_CONFIG, serverVersion: '1.2.3' } }),
    'GET /api/account/settings': () => ({ body: SETTINGS }),
    'GET /api/account/deletion': () => ({ body: ALLOWED }),
    ...routes,
  });
  ({ store } = renderRoute('/setup', <SetupScreen />, { core: SIGNED_IN }));
  return api;
}

beforeEach(() => vi.stubGlobal('__APP_VERSION__', '9.8.7'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/setup', () => {
  it('shows both versions and the preferences as stored', async () => {
    show();
    expect(await screen.findByText('1.2.3')).toBeInTheDocument();
    expect(screen.getByText('9.8.7')).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: 'Show promotions and campaigns in my messages' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Send me an SMS the day before my payment is due' }),
    ).toBeChecked();
  });

  it('says under each switch what it does, read out with it (docs/account.md#settings)', async () => {
    show();
    expect(
      await screen.findByRole('checkbox', { name: 'Show promotions and campaigns in my messages' }),
    ).toHaveAccessibleDescription(/in the Activity tab of Messages\. Off unless you turn it on\./);
    expect(
      screen.getByRole('checkbox', { name: 'Send me an SMS the day before my payment is due' }),
    ).toHaveAccessibleDescription(/The reminder in Messages comes either way\./);
  });

  it('sends one preference when it is switched', async () => {
    const api = show({
      'PUT /api/account/preferences': (body) => ({
        body: { ...SETTINGS, preferences: { ...SETTINGS.preferences, ...(body as object) } },
      }),
    });
    fireEvent.click(
      await screen.findByRole('checkbox', {
        name: 'Send me an SMS the day before my payment is due',
      }),
    );
    await waitFor(() =>
      expect(api.sent('PUT', '/api/account/preferences')[0]?.body).toEqual({ reminderSms: false }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Send me an SMS the day before my payment is due' }),
      ).not.toBeChecked(),
    );
  });

  it('tells the server the language chosen', async () => {
    const api = show({ 'PUT /api/account/language': () => ({ body: '' }) });
    fireEvent.click(await screen.findByRole('radio', { name: 'Pilipino' }));
    await waitFor(() =>
      expect(api.sent('PUT', '/api/account/language')[0]?.body).toEqual({ language: 'ph' }),
    );
  });

  it('asks for the readable copy in the language the app is read in (docs/account.md#data-download)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:copy');
    URL.revokeObjectURL = vi.fn();
    const api = show({
      'GET /api/account/export': () => ({ body: '<!doctype html>', type: 'text/html' }),
    });
    store.dispatch(languageChosen('ph'));
    fireEvent.click(await screen.findByRole('button', { name: 'Download a readable copy' }));
    await waitFor(() => expect(api.sent('GET', '/api/account/export')).toHaveLength(1));
    const [request] = api.sent('GET', '/api/account/export');
    expect(request?.params.get('format')).toBe('html');
    expect(request?.params.get('language')).toBe('ph');
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let fail = true;
    show({
      'GET /api/account/settings': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : { body: SETTINGS },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('checkbox', { name: 'Show promotions and campaigns in my messages' }),
    ).toBeInTheDocument();
  });

  it('offline: keeps downloads and deletion disabled with the reason', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show();
    const download = await screen.findByRole('button', { name: 'Download a readable copy' });
    expect(download).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeDisabled();
    expect(
      screen.getAllByText('You are offline. Connect to the internet to change this.').length,
    ).toBeGreaterThan(0);
  });

  it('while a loan is open, says why the account cannot be deleted and links to the loan', async () => {
    show({
      'GET /api/account/deletion': () => ({
        body: {
          allowed: false,
          blockedBy: 'OUTSTANDING_REPAYMENT',
          orderId: '0b7c6f1e-1111-4222-8333-444455556666',
          keepYears: 5,
        },
      }),
    });
    expect(
      await screen.findByText(/You cannot delete your account while a loan is not fully paid/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the loan' })).toHaveAttribute(
      'href',
      '/bill?order=0b7c6f1e-1111-4222-8333-444455556666',
    );
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('keeps focus in the deletion dialog, closes it on Escape and returns focus', async () => {
    show();
    const opener = await screen.findByRole('button', { name: 'Delete my account' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Tab from the last control comes back to the first, Shift+Tab the other way round.
    const checkbox = within(dialog).getByRole('checkbox');
    const cancel = within(dialog).getByRole('button', { name: 'Keep my account' });
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(checkbox);
    fireEvent.keyDown(checkbox, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
    // Focus that lands outside (the page behind) is brought back in.
    screen.getByRole('button', { name: 'Back' }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    // Cancel also hands focus back to the button that opened the dialog.
    fireEvent.click(opener);
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep my account' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('deletes only after "I understand", then signs out to /start', async () => {
    let deleted = false;
    const api = show({
      'POST /api/account/deletion': () => {
        deleted = true;
        return { body: '' };
      },
      // As the server answers once every session has ended.
      'GET /api/account/deletion': () =>
        deleted
          ? { status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in again' } }
          : { body: ALLOWED },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Kept for 5 years/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Tick the box to confirm.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/account/deletion')).toHaveLength(0);

    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I understand that my account and data will be deleted',
      }),
    );
    // The tap lock holds a second tap for a second.
    await new Promise((resolve) => setTimeout(resolve, 1050));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(api.sent('POST', '/api/account/deletion')).toHaveLength(1));
    expect(await screen.findByTestId('location')).toHaveTextContent('/start');
    expect(api.sent('POST', '/api/account/deletion')[0]?.body).toEqual({ understood: true });
    // Nothing asks again with the revoked token while signed in: that would end the session a
    // second time and tell the borrower on /start that it "ended".
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().core.showLoginPopup).toBe(false);
    expect(store.getState().core.publicData.token).toBe('');
  });
});
