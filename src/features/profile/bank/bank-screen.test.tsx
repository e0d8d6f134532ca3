import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import BankNameScreen from './bank-name-screen';
import BankScreen from './bank-screen';
import { get, resetMemoryIdb, set } from '../../../../tests/support/memory-idb';
import { CORE, EN_MESSAGES, fakeApi, profileView, renderScreen } from '../testing/profile-test-kit';

vi.mock('idb-keyval', () => import('../../../../tests/support/memory-idb'));

const DRAFT_KEY = 'profile:c-1:bank';

/** Basic information as saved (step 1): the name on the borrower's ID. */
const BASIC = {
  firstName: 'Maria',
  middleName: 'Reyes',
  lastName: 'Santos',
  birthDate: '1996-01-15',
  gender: 'female',
  maritalStatus: 'single',
  education: 'college',
  loanPurpose: 'medical',
} as const;

function api() {
  return fakeApi({
    'GET /api/profile': () => ({ body: profileView({ nextSection: 'bank' }) }),
    'PUT /api/profile/sections/bank': () => ({
      body: profileView({ completed: ['bank'], nextSection: 'face' }),
    }),
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));

function typeHolder() {
  type('First name', 'Juan');
  type('Last name', 'Dela Cruz');
}

beforeEach(() => resetMemoryIdb());
afterEach(() => vi.unstubAllGlobals());

describe('/bankInfo', () => {
  it('starts on bank with the borrower’s own number as withdrawal phone', async () => {
    api();
    renderScreen('/bankInfo', <BankScreen />);
    await screen.findByRole('heading', { name: 'Where should we send your loan?' });
    expect(screen.getByRole('radio', { name: 'Bank' })).toBeChecked();
    expect(screen.getByLabelText('Withdrawal phone')).toHaveValue('09171234567');
    expect(screen.getByLabelText('Account number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Confirm account number')).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows "The bank info does not match" at the confirmation', async () => {
    const server = api();
    await set(DRAFT_KEY, { channel: 'bank', bankCode: 'bdo' });
    renderScreen('/bankInfo', <BankScreen />);
    await screen.findByRole('button', { name: /BDO Unibank/ });
    typeHolder();
    type('Account number', '0012 3456 7890');
    type('Confirm account number', '0012 3456 7899');
    await save();
    expect(screen.getByLabelText('Confirm account number')).toHaveAccessibleDescription(
      /The bank info does not match/,
    );
    expect(screen.getByLabelText('Account number')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText('Confirm account number')).toHaveFocus());
    expect(server.sent('PUT', '/api/profile/sections/bank')).toHaveLength(0);

    type('Confirm account number', '001234567890');
    await save();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/identityInfo'));
    expect(server.sent('PUT', '/api/profile/sections/bank')[0]?.body).toEqual({
      channel: 'bank',
      payeeCode: 'bdo',
      account: '001234567890',
      confirmAccount: '001234567890',
      firstName: 'Juan',
      middleName: '',
      lastName: 'Dela Cruz',
      withdrawalPhone: '09171234567',
    });
  });

  it('asks for a bank before anything is sent', async () => {
    api();
    renderScreen('/bankInfo', <BankScreen />);
    await screen.findByRole('heading', { name: 'Where should we send your loan?' });
    // The contract checks the payee once the names and phone pass.
    typeHolder();
    await save();
    expect(
      screen.getByRole('button', { name: /^Bank Choose your bank/ }),
    ).toHaveAccessibleDescription('Choose your bank.');
  });

  it.each([
    ['0917 123 4567', true],
    ['9171234567', true],
    ['0917123456', false],
    ['091712345678', false],
    ['0817 123 4567', false],
  ])('takes the e-wallet account %j: %s', async (account, accepted) => {
    const server = api();
    await set(DRAFT_KEY, { channel: 'ewallet', walletCode: 'gcash' });
    renderScreen('/bankInfo', <BankScreen />);
    await screen.findByRole('button', { name: /GCash/ });
    typeHolder();
    type('E-wallet account number', account);
    await save();
    if (accepted) {
      await waitFor(() => expect(server.sent('PUT', '/api/profile/sections/bank')).toHaveLength(1));
      expect(server.sent('PUT', '/api/profile/sections/bank')[0]?.body).toMatchObject({
        channel: 'ewallet',
        payeeCode: 'gcash',
        account: account.replace(/\s/g, ''),
        confirmAccount: '',
      });
    } else {
      expect(screen.getByLabelText('E-wallet account number')).toHaveAccessibleDescription(
        /11 digits starting with 09/,
      );
      expect(server.sent('PUT', '/api/profile/sections/bank')).toHaveLength(0);
    }
  });

  it('keeps what was typed when the channel changes', async () => {
    api();
    renderScreen('/bankInfo', <BankScreen />);
    await screen.findByRole('heading', { name: 'Where should we send your loan?' });
    typeHolder();
    type('Account number', '001234567890');

    fireEvent.click(screen.getByRole('radio', { name: 'E-wallet' }));
    expect(screen.queryByLabelText('Account number')).toBeNull();
    // The sign-in mobile is suggested: most GCash and Maya accounts are that number.
    expect(screen.getByLabelText('E-wallet account number')).toHaveValue('09171234567');
    expect(screen.getByRole('button', { name: /Choose your e-wallet/ })).toBeInTheDocument();
    type('E-wallet account number', '09181234567');

    fireEvent.click(screen.getByRole('radio', { name: 'Cash pick-up' }));
    expect(screen.queryByLabelText('E-wallet account number')).toBeNull();
    expect(screen.getByText(/No account needed/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Bank' }));
    expect(screen.getByLabelText('Account number')).toHaveValue('001234567890');
    expect(screen.getByLabelText('First name')).toHaveValue('Juan');
    fireEvent.click(screen.getByRole('radio', { name: 'E-wallet' }));
    expect(screen.getByLabelText('E-wallet account number')).toHaveValue('09181234567');
  });

  it('suggests the name from basic information and the sign-in mobile as e-wallet', async () => {
    const server = fakeApi({
      'GET /api/profile': () => ({
        body: profileView({
          nextSection: 'bank',
          sections: { ...profileView().sections, basic: BASIC },
        }),
      }),
      'PUT /api/profile/sections/bank': () => ({
        body: profileView({ completed: ['bank'], nextSection: 'face' }),
      }),
    });
    await set(DRAFT_KEY, { channel: 'ewallet', walletCode: 'gcash' });
    const first = renderScreen('/bankInfo', <BankScreen />);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Maria'));
    expect(screen.getByLabelText('Middle name (optional)')).toHaveValue('Reyes');
    expect(screen.getByLabelText('Last name')).toHaveValue('Santos');
    expect(screen.getByRole('group', { name: 'Account holder' })).toHaveAccessibleDescription(
      'We filled in the name from your application. It must match your ID and the name on the account: we only send money to an account in your own name.',
    );
    expect(screen.getByLabelText('E-wallet account number')).toHaveValue('09171234567');
    expect(screen.getByLabelText('E-wallet account number')).toHaveAccessibleDescription(
      /We put in the number you signed in with; change it if your e-wallet uses another\./,
    );

    // Both are only suggestions: what the borrower types is kept, through a reload too.
    type('Middle name (optional)', '');
    type('E-wallet account number', '0918 765 4321');
    expect(screen.getByLabelText('E-wallet account number')).toHaveAccessibleDescription(
      'The mobile number registered with your e-wallet: 11 digits starting 09.',
    );
    await waitFor(async () =>
      expect(await get(DRAFT_KEY)).toMatchObject({
        middleName: '',
        walletAccount: '0918 765 4321',
      }),
    );
    first.unmount();
    renderScreen('/bankInfo', <BankScreen />);
    await waitFor(() =>
      expect(screen.getByLabelText('E-wallet account number')).toHaveValue('0918 765 4321'),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Maria');
    expect(screen.getByLabelText('Middle name (optional)')).toHaveValue('');
    await save();
    await waitFor(() => expect(server.sent('PUT', '/api/profile/sections/bank')).toHaveLength(1));
    expect(server.sent('PUT', '/api/profile/sections/bank')[0]?.body).toMatchObject({
      account: '09187654321',
      firstName: 'Maria',
      middleName: '',
      lastName: 'Santos',
    });
  });

  it('never puts the suggested name over one typed on this phone', async () => {
    fakeApi({
      'GET /api/profile': () => ({
        body: profileView({
          nextSection: 'bank',
          sections: { ...profileView().sections, basic: BASIC },
        }),
      }),
    });
    await set(DRAFT_KEY, { channel: 'bank', firstName: '', middleName: '', lastName: 'Reyes' });
    renderScreen('/bankInfo', <BankScreen />);
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue('Reyes'));
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('fills from the saved account, with the confirmation equal to the account', async () => {
    fakeApi({
      'GET /api/profile': () => ({
        body: profileView({
          sections: {
            ...profileView().sections,
            bank: {
              channel: 'bank',
              payeeCode: 'bpi',
              account: '1234567890',
              confirmAccount: undefined,
              firstName: 'Juan',
              middleName: '',
              lastName: 'Dela Cruz',
              withdrawalPhone: '09181234567',
            },
          },
        }),
      }),
    });
    renderScreen('/bankInfo', <BankScreen />);
    await waitFor(() => expect(screen.getByLabelText('Account number')).toHaveValue('1234567890'));
    expect(screen.getByLabelText('Confirm account number')).toHaveValue('1234567890');
    expect(screen.getByRole('button', { name: /BPI/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Withdrawal phone')).toHaveValue('09181234567');
  });
});

describe('/bankName', () => {
  it('returns to /bankInfo with the chosen bank, keeping what was typed', async () => {
    api();
    renderWithProviders(
      <Routes>
        <Route path="/bankInfo" element={<BankScreen />} />
        <Route path="/bankName" element={<BankNameScreen />} />
      </Routes>,
      { route: '/bankInfo', core: CORE, messages: EN_MESSAGES },
    );
    await screen.findByRole('heading', { name: 'Where should we send your loan?' });
    type('Account number', '001234567890');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: /^Bank Choose your bank/ })),
    );

    await screen.findByRole('heading', { name: 'Choose your bank' });
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(20);
    expect(screen.getAllByRole('button', { name: /Bank|BDO|BPI/ })[0]).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'land bank' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'LANDBANK' })));

    await screen.findByRole('heading', { name: 'Where should we send your loan?' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Bank LANDBANK/ })).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Account number')).toHaveValue('001234567890');
  });

  it('lists the e-wallets, says when nothing matches, and survives a reload on its own', async () => {
    api();
    renderScreen('/bankName', <BankNameScreen />, { route: '/bankName?channel=ewallet' });
    await screen.findByRole('heading', { name: 'Choose your e-wallet' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('GCash');
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'xyz' } });
    expect(screen.getByText(/Nothing matches “xyz”/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'maya' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Maya' })));
    // Opened directly (no form behind it): on to the form, the choice in its draft.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bankInfo'));
    const { get } = await import('../../../../tests/support/memory-idb');
    expect(await get(DRAFT_KEY)).toMatchObject({
      channel: 'ewallet',
      walletCode: 'maya',
      withdrawalPhone: '09171234567',
    });
  });
});
