import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api';
import { PUBLIC_CONFIG } from '../../../tests/support/public-config';
import { renderWithProviders } from '../../../tests/support/render';
import StartScreen from './start-screen';

afterEach(() => vi.unstubAllGlobals());

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
    await screen.findByText('Your session ended. Sign in again to continue.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getState().core.showLoginPopup).toBe(false);
    expect(screen.queryByText(/Your session ended/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    // The lender's identity below the form has loaded too (before the test's store goes).
    await screen.findByText(new RegExp(PUBLIC_CONFIG.corporateName));
  });
});
