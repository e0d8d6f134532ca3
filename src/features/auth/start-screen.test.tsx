import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api';
import { resetMemoryIdb, set } from '../../../tests/support/memory-idb';
import { PUBLIC_CONFIG } from '../../../tests/support/public-config';
import { renderWithProviders } from '../../../tests/support/render';
import StartScreen from './start-screen';

vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetMemoryIdb();
});

const SENT = {
  resendInSeconds: 60,
  expiresInSeconds: 300,
  captchaRequiredNext: true,
  captchaRequiredForSignIn: false,
};
const PICTURE = { id: 'pic-1', image: 'data:image/svg+xml;base64,PHN2Zz4=', expiresInSeconds: 300 };
const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));
const typePhone = () =>
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '917 123 4567' } });
/** Past the 1 s tap lock (docs/navigation.md#tap-lock), as a person reading the screen is. */
const later = () => vi.setSystemTime(Date.now() + 1500);

describe('/start sign-in form', () => {
  it('offers the three languages and every control with a label', () => {
    renderWithProviders(<StartScreen />, { route: '/start' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pilipino' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows each problem at its field before anything is sent', async () => {
    fakeApi({ 'GET /api/config': () => 'offline' });
    renderWithProviders(<StartScreen />, { route: '/start' });
    fireEvent.change(screen.getByLabelText('Mobile number'), {
      target: { value: '0817 123 4567' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    // The default rule refuses it; the server's rule (out of reach here) is asked first.
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
        /It starts with 9/,
      ),
    );
    expect(screen.getByLabelText('SMS code')).toHaveAccessibleDescription(
      'Enter the 4-digit code from the SMS.',
    );
    expect(screen.getByText('Please agree to the Privacy Policy to continue.')).toBeInTheDocument();
  });

  it('accepts the ways Filipinos write their number and keeps only digits in the code', async () => {
    renderWithProviders(<StartScreen />, { route: '/start' });
    fireEvent.change(screen.getByLabelText('Mobile number'), {
      target: { value: '+63 917-123-4567' },
    });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '12a345' } });
    expect(screen.getByLabelText('SMS code')).toHaveValue('1234');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(screen.getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid');
  });

  it("sent before the server's first-digit rule is here, a number only that rule allows goes out", async () => {
    const { calls } = fakeApi({
      'GET /api/config': () => ({ body: { ...PUBLIC_CONFIG, phoneFirstDigits: ['8', '9'] } }),
      'POST /api/auth/otp': () => ({ body: { resendInSeconds: 60 } }),
    });
    renderWithProviders(<StartScreen />, { route: '/start' });
    // Typed without a focus the form saw (as on the painted page), then sent at once.
    fireEvent.change(screen.getByLabelText('Mobile number'), {
      target: { value: '0817 123 4567' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get code' })));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/auth/otp')).toBe(true));
    expect(screen.getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid');
  });

  it('waits at most 3 s for a server rule that does not come, the send shown busy, then the default rule decides', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // No answer at all (a stalled network): the config request never settles.
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => undefined)),
      );
      renderWithProviders(<StartScreen />, { route: '/start' });
      fireEvent.change(screen.getByLabelText('Mobile number'), {
        target: { value: '0817 123 4567' },
      });
      const getCode = screen.getByRole('button', { name: 'Get code' });
      await act(async () => fireEvent.click(getCode));
      expect(getCode).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid');
      await act(async () => vi.advanceTimersByTimeAsync(3000));
      expect(getCode).not.toHaveAttribute('aria-busy');
      expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
        /It starts with 9/,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('dismissing the session-ended notice leaves the focus on the page heading', async () => {
    fakeApi({ 'GET /api/config': () => ({ body: PUBLIC_CONFIG }) });
    const { store } = renderWithProviders(<StartScreen />, {
      route: '/start',
      core: { showLoginPopup: true },
    });
    // Its code and the later screens' texts load first (a second or more on a busy machine).
    await screen.findByText('Your session ended. Sign in again to continue.', undefined, {
      timeout: 5000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getState().core.showLoginPopup).toBe(false);
    expect(screen.queryByText(/Your session ended/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    // The lender's identity below the form has loaded too (before the test's store goes).
    await screen.findByText(new RegExp(PUBLIC_CONFIG.corporateName));
  });
});

describe('/start graphic code and waits (docs/sign-in.md#graphic-code)', () => {
  it('after a wrong code, asks for the picture with the SMS code, says why, and stops a sign-in without it at the picture', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const server = fakeApi({
      'GET /api/config': () => ({ body: PUBLIC_CONFIG }),
      'POST /api/auth/otp': () => ({ body: SENT }),
      'GET /api/auth/captcha': () => ({ body: PICTURE }),
      'POST /api/auth/login': () => ({
        status: 400,
        body: { code: 'WRONG_CODE', message: 'The code is incorrect', field: 'code' },
      }),
    });
    renderWithProviders(<StartScreen />, { route: '/start' });
    typePhone();
    await click('Get code');
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('checkbox'));
    later();
    await click('Sign in');
    expect(screen.getByLabelText('SMS code')).toHaveAccessibleDescription(
      'The verification code is wrong. Please enter it again.',
    );
    const why = await screen.findByText(
      'A wrong code was typed for this number. To protect your account, type the characters in the picture together with your SMS code, then tap “Sign in”.',
    );
    const answer = await screen.findByLabelText('Characters in the picture');
    // Asked where the SMS code is: after it, not above "Resend".
    expect(
      screen.getByLabelText('SMS code').compareDocumentPosition(answer) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(why.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    later();
    await click('Sign in');
    expect(answer).toHaveAccessibleDescription('Type the characters you see in the picture.');
    expect(screen.getByLabelText('SMS code')).not.toHaveAttribute('aria-invalid');
    expect(server.sent('POST', '/api/auth/login')).toHaveLength(1);
  });

  it('a code sent after a wrong code brings the picture at once, so the right code is not refused for it', async () => {
    const server = fakeApi({
      'GET /api/config': () => ({ body: PUBLIC_CONFIG }),
      'POST /api/auth/otp': () => ({ body: { ...SENT, captchaRequiredForSignIn: true } }),
      'GET /api/auth/captcha': () => ({ body: PICTURE }),
      'POST /api/auth/login': () => ({
        body: {
          token: 't',
          customerId: 'c_AAAAAAAAAAAAAAAA',
          phone: '+639171234567',
          registered: false,
        },
      }),
    });
    renderWithProviders(<StartScreen />, { route: '/start' });
    typePhone();
    await click('Get code');
    await screen.findByText(/A wrong code was typed for this number/);
    fireEvent.change(await screen.findByLabelText('Characters in the picture'), {
      target: { value: 'ab12' },
    });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await click('Sign in');
    expect(server.sent('POST', '/api/auth/login')[0]?.body).toMatchObject({
      code: '1234',
      captchaId: 'pic-1',
      captchaAnswer: 'ab12',
    });
  });

  it('a code asked again too soon shows it was sent and counts down, without "too many tries"', async () => {
    fakeApi({
      'GET /api/config': () => ({ body: PUBLIC_CONFIG }),
      'POST /api/auth/otp': () => ({
        status: 429,
        body: {
          code: 'TOO_FREQUENT',
          message: 'A new code can be requested a minute after the last one',
          field: 'phone',
          retryAfterSeconds: 42,
        },
      }),
    });
    renderWithProviders(<StartScreen />, { route: '/start' });
    typePhone();
    await click('Get code');
    const wait = await screen.findByRole('button', { name: /Resend in 4\d seconds/ });
    expect(wait).toBeDisabled();
    expect(screen.getByText(/We sent a code to \+63/)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Too many tries/)).toBeNull();
  });

  it('fills in the number of a session the server ended, with a way to clear it', async () => {
    await set('draft:sign-in', {
      phone: '9171234567',
      agreed: false,
      resendAt: null,
      sentTo: null,
      remembered: true,
    });
    renderWithProviders(<StartScreen />, { route: '/start' });
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveValue('9171234567'),
    );
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await click('Not your number? Use another');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Not your number? Use another' })).toBeNull();
  });
});
