import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactsScreen from './contacts-screen';
import { resetMemoryIdb } from '../../../../tests/support/memory-idb';
import { CORE, fakeApi, profileView, renderScreen } from '../testing/profile-test-kit';

vi.mock('idb-keyval', () => import('../../../../tests/support/memory-idb'));

const card = (number: number) => screen.getByRole('group', { name: `Contact ${number}` });

function typeContact(number: number, name: string, phone: string, relation: string) {
  const inCard = within(card(number));
  fireEvent.change(inCard.getByLabelText('Full name'), { target: { value: name } });
  fireEvent.change(inCard.getByLabelText('Mobile number'), { target: { value: phone } });
  fireEvent.change(inCard.getByLabelText('Relation to you'), { target: { value: relation } });
}

const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));

function api() {
  return fakeApi({
    'GET /api/profile': () => ({ body: profileView({ nextSection: 'contacts' }) }),
    'PUT /api/profile/sections/contacts': () => ({
      body: profileView({ completed: ['contacts'], nextSection: 'identity' }),
    }),
  });
}

beforeEach(() => resetMemoryIdb());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'contacts');
  Reflect.deleteProperty(window, 'SulongNative');
});

describe('/contact typed by hand', () => {
  it('sends exactly three contacts with their numbers in the 09 form, then moves on', async () => {
    const server = api();
    renderScreen('/contact', <ContactsScreen />);
    await screen.findByRole('heading', { name: 'Emergency contacts' });
    // Without a picker (a desktop browser) there is nothing to pick from: typing only.
    expect(screen.queryByRole('button', { name: 'Choose from my contacts' })).toBeNull();
    expect(within(card(1)).getAllByRole('option')).toHaveLength(8);

    typeContact(1, 'Maria Dela Cruz', '+63 918 123 4567', 'parents');
    typeContact(2, 'Jose Santos', '0919-123-4567', 'siblingsRelatives');
    typeContact(3, 'Ana Reyes', '920 123 4567', 'friends');
    await save();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/identityInfo'));
    expect(server.sent('PUT', '/api/profile/sections/contacts').map((c) => c.body)).toEqual([
      {
        contacts: [
          { name: 'Maria Dela Cruz', phone: '09181234567', relation: 'parents' },
          { name: 'Jose Santos', phone: '09191234567', relation: 'siblingsRelatives' },
          { name: 'Ana Reyes', phone: '09201234567', relation: 'friends' },
        ],
      },
    ]);
  });

  it('shows a repeated number and the borrower’s own number at the right contact', async () => {
    const server = api();
    renderScreen('/contact', <ContactsScreen />);
    await screen.findByRole('heading', { name: 'Emergency contacts' });
    typeContact(1, 'Maria Dela Cruz', '0918 123 4567', 'parents');
    typeContact(2, 'Jose Santos', '+639181234567', 'friends');
    typeContact(3, 'Ana Reyes', '0917 123 4567', 'colleague');
    await save();

    const phone = (number: number) => within(card(number)).getByLabelText('Mobile number');
    expect(phone(1)).not.toHaveAttribute('aria-invalid');
    expect(phone(2)).toHaveAccessibleDescription(/already one of your contacts/);
    expect(phone(3)).toHaveAccessibleDescription(/your own number/);
    await waitFor(() => expect(phone(2)).toHaveFocus());
    expect(server.sent('PUT', '/api/profile/sections/contacts')).toHaveLength(0);

    // Fixed: the message goes as the number changes.
    fireEvent.change(phone(2), { target: { value: '0919 123 4567' } });
    expect(phone(2)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a missing relation and a malformed number at their contact', async () => {
    api();
    renderScreen('/contact', <ContactsScreen />);
    await screen.findByRole('heading', { name: 'Emergency contacts' });
    typeContact(1, 'Maria Dela Cruz', '0918 123 4567', 'parents');
    typeContact(2, 'Jose Santos', '02 8123 4567', 'friends');
    typeContact(3, 'Ana Reyes', '0920 123 4567', '');
    await save();
    expect(within(card(2)).getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(within(card(3)).getByLabelText('Relation to you')).toHaveAccessibleDescription(
      'Choose how this contact is related to you.',
    );
  });
});

describe('/contact picked from the phone', () => {
  it('uses the browser’s Contact Picker after the notice, one contact at a time', async () => {
    const select = vi.fn(async () => [
      { name: ['Maria Dela Cruz'], tel: ['+63 918 123 4567', '(0918) 123-4567', '0919 555 1234'] },
    ]);
    Object.defineProperty(navigator, 'contacts', { value: { select }, configurable: true });
    api();
    renderScreen('/contact', <ContactsScreen />);
    await screen.findByRole('heading', { name: 'Emergency contacts' });

    fireEvent.click(within(card(1)).getByRole('button', { name: 'Choose from my contacts' }));
    // The just-in-time notice comes first; nothing is opened before "Continue".
    const notice = within(card(1)).getByRole('region', { name: 'Before you open your contacts' });
    expect(notice).toHaveTextContent('Only the 3 people you choose leave your phone');
    expect(notice).toHaveTextContent('never contact them to collect your debt');
    expect(select).not.toHaveBeenCalled();
    await act(async () =>
      fireEvent.click(within(notice).getByRole('button', { name: 'Continue to my contacts' })),
    );

    expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
    expect(within(card(1)).getByLabelText('Full name')).toHaveValue('Maria Dela Cruz');
    expect(within(card(1)).getByLabelText('Mobile number')).toHaveValue('09181234567');
    // Two different numbers (the repeated one counted once): the borrower chooses.
    const choice = within(card(1)).getByRole('group', { name: /more than one number/ });
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(within(choice).getByRole('radio', { name: '0919 555 1234' }));
    expect(within(card(1)).getByLabelText('Mobile number')).toHaveValue('09195551234');

    // The notice was read: the next pick opens the picker straight away.
    await act(async () =>
      fireEvent.click(within(card(2)).getByRole('button', { name: 'Choose from my contacts' })),
    );
    expect(select).toHaveBeenCalledTimes(2);
  });

  it('uses the shell’s linkList inside the app and fills one contact', async () => {
    const calls: string[] = [];
    const linkList = vi.fn(() => JSON.stringify({ name: 'Jose Santos', phones: ['09191234567'] }));
    // Records every bridge method touched: only linkList may be (never grabAddressBook).
    const shell = new Proxy(
      { linkList },
      { get: (target, key) => (calls.push(String(key)), Reflect.get(target, key)) },
    );
    Object.defineProperty(window, 'SulongNative', { value: shell, configurable: true });
    api();
    renderScreen('/contact', <ContactsScreen />, {
      core: { publicData: { ...CORE.publicData, app_type: 1 } },
    });
    await screen.findByRole('heading', { name: 'Emergency contacts' });

    fireEvent.click(within(card(3)).getByRole('button', { name: 'Choose from my contacts' }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Continue to my contacts' })),
    );

    expect(linkList).toHaveBeenCalledWith(JSON.stringify({ purpose: 'emergencyContact' }));
    expect(new Set(calls)).toEqual(new Set(['linkList']));
    expect(within(card(3)).getByLabelText('Full name')).toHaveValue('Jose Santos');
    expect(within(card(3)).getByLabelText('Mobile number')).toHaveValue('09191234567');
    expect(within(card(1)).getByLabelText('Full name')).toHaveValue('');
  });

  it('says so when the picker closes without a contact, and typing still works', async () => {
    const linkList = vi.fn(() => null);
    Object.defineProperty(window, 'SulongNative', { value: { linkList }, configurable: true });
    api();
    renderScreen('/contact', <ContactsScreen />, {
      core: { publicData: { ...CORE.publicData, app_type: 1 } },
    });
    await screen.findByRole('heading', { name: 'Emergency contacts' });
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Choose from my contacts' }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Continue to my contacts' })),
    );
    expect(within(card(1)).getByRole('status')).toHaveTextContent('No contact was chosen');
    expect(within(card(1)).getByLabelText('Full name')).toHaveValue('');
  });
});
