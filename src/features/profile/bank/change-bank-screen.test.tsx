import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankDetails } from '@contract/profile/schemas';
import ChangeBankScreen from './change-bank-screen';
import { resetMemoryIdb, set } from '../../../../tests/support/memory-idb';
import { fakeApi, profileView, renderScreen } from '../testing/profile-test-kit';

vi.mock('idb-keyval', () => import('../../../../tests/support/memory-idb'));

const ON_FILE: BankDetails = {
  channel: 'bank',
  payeeCode: 'bdo',
  account: '001234567890',
  confirmAccount: undefined,
  firstName: 'Juan',
  middleName: '',
  lastName: 'Dela Cruz',
  withdrawalPhone: '09171234567',
};

const approved = (bank: BankDetails | null = ON_FILE, canChangeBank = true) =>
  profileView({
    sections: { ...profileView().sections, bank },
    canChangeBank,
    completed: ['basic', 'basic2', 'address', 'work', 'contacts', 'identity', 'bank', 'face'],
    nextSection: null,
    editable: false,
    status: 'approved',
  });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save new account' })));

beforeEach(() => resetMemoryIdb());
afterEach(() => vi.unstubAllGlobals());

describe('/changeBank', () => {
  it('shows the account on file masked, and refuses the same account', async () => {
    const server = fakeApi({ 'GET /api/profile': () => ({ body: approved() }) });
    renderScreen('/changeBank', <ChangeBankScreen />);
    expect(await screen.findByText('BDO Unibank, account ending in 7890')).toBeInTheDocument();
    expect(screen.queryByText(/001234567890/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByLabelText('Account number')).toHaveValue('001234567890'),
    );
    // Submitted and approved, yet this form is not read-only: it is the way to change it.
    expect(screen.getByLabelText('Account number')).toBeEnabled();

    await send();
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      /This is the account you already have/,
    );
    expect(server.sent('PUT', '/api/profile/bank-change')).toHaveLength(0);
  });

  it('tells a first-time borrower at once, without a form, that the account changes later', async () => {
    fakeApi({ 'GET /api/profile': () => ({ body: approved(ON_FILE, false) }) });
    renderScreen('/changeBank', <ChangeBankScreen />);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('You can change your payout account after you repay a loan');
    expect(screen.queryByLabelText('Account number')).toBeNull();
  });

  it('explains a refusal (403) when the server refuses after all, with a way back', async () => {
    const server = fakeApi({
      'GET /api/profile': () => ({ body: approved() }),
      'PUT /api/profile/bank-change': () => ({
        status: 403,
        body: { code: 'CHANGE_BANK_NOT_ALLOWED', message: 'not a repeat borrower' },
      }),
    });
    renderScreen('/changeBank', <ChangeBankScreen />);
    await waitFor(() =>
      expect(screen.getByLabelText('Account number')).toHaveValue('001234567890'),
    );
    type('Account number', '009876543210');
    type('Confirm account number', '009876543210');
    await send();

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('You can change your payout account after you repay a loan');
    expect(refusal).toHaveTextContent('Your current account stays as it is.');
    expect(screen.queryByLabelText('Account number')).toBeNull();
    expect(server.sent('PUT', '/api/profile/bank-change')[0]?.body).toMatchObject({
      channel: 'bank',
      payeeCode: 'bdo',
      account: '009876543210',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/my');
  });

  it('saves a different account and says so', async () => {
    fakeApi({
      'GET /api/profile': () => ({ body: approved() }),
      'PUT /api/profile/bank-change': () => ({
        body: approved({ ...ON_FILE, payeeCode: 'gcash' }),
      }),
    });
    renderScreen('/changeBank', <ChangeBankScreen />);
    await waitFor(() =>
      expect(screen.getByLabelText('Account number')).toHaveValue('001234567890'),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'E-wallet' }));
    expect(screen.getByRole('button', { name: /Choose your e-wallet/ })).toBeInTheDocument();
    type('E-wallet account number', '09181234567');
    await send();
    // The e-wallet itself is still to be chosen on /bankName.
    expect(
      screen.getByRole('button', { name: /Choose your e-wallet/ }),
    ).toHaveAccessibleDescription('Choose your e-wallet.');
  });

  it('sends a new account to the server and returns to the account page', async () => {
    const server = fakeApi({
      'GET /api/profile': () => ({ body: approved() }),
      'PUT /api/profile/bank-change': () => ({ body: approved() }),
    });
    renderScreen('/changeBank', <ChangeBankScreen />);
    await waitFor(() =>
      expect(screen.getByLabelText('Account number')).toHaveValue('001234567890'),
    );
    type('Account number', '1111 2222 3333');
    type('Confirm account number', '111122223333');
    await send();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my'));
    expect(screen.getByRole('status')).toHaveTextContent('Your payout account has been changed.');
    expect(server.sent('PUT', '/api/profile/bank-change')).toHaveLength(1);
  });

  it('after a failed payout: nothing was sent; a corrected holder’s name sends it again', async () => {
    const server = fakeApi({
      'GET /api/profile': () => ({ body: { ...approved(), payoutFailed: true } }),
      'PUT /api/profile/bank-change': () => ({ body: approved() }),
    });
    renderScreen('/changeBank', <ChangeBankScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Account we could not send to' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The transfer to this account did not go through, so nothing was sent to you. Check the account number and the account holder’s name, or choose another account. We send the money again as soon as you save.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue('Dela Cruz'));
    type('Last name', 'Dela Cruz-Reyes');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Save and send my loan' })),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/homeIndex'));
    expect(server.sent('PUT', '/api/profile/bank-change')[0]?.body).toMatchObject({
      account: '001234567890',
      lastName: 'Dela Cruz-Reyes',
    });
  });

  it('gives a draft without a holder’s name the name from basic information', async () => {
    await set('profile:c-1:changeBank', { channel: 'ewallet', walletCode: 'gcash' });
    fakeApi({
      'GET /api/profile': () => ({
        body: {
          ...approved(),
          sections: {
            ...approved().sections,
            basic: {
              firstName: 'Juan',
              middleName: 'Santos',
              lastName: 'Dela Cruz',
              birthDate: '1996-01-15',
              gender: 'male',
              maritalStatus: 'single',
              education: 'college',
              loanPurpose: 'medical',
            },
          },
        },
      }),
    });
    renderScreen('/changeBank', <ChangeBankScreen />);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Juan'));
    expect(screen.getByLabelText('Middle name (optional)')).toHaveValue('Santos');
    expect(screen.getByLabelText('E-wallet account number')).toHaveValue('09171234567');
  });

  it('sends a borrower without a payout account to /bankInfo', async () => {
    fakeApi({ 'GET /api/profile': () => ({ body: profileView() }) });
    renderScreen('/changeBank', <ChangeBankScreen />);
    expect(await screen.findByText('You have not added a payout account yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a payout account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bankInfo');
  });
});
