import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Basic2Screen } from './basic2-screen';
import * as idb from '../../../../tests/support/memory-idb';
import { CUSTOMER_ID, fakeApi, profileView, renderScreen } from '../testing/profile-test-kit';

vi.mock('idb-keyval', () => import('../../../../tests/support/memory-idb'));

const email = () => screen.getByLabelText('Email address');
const viber = () => screen.getByLabelText('Viber number (optional)');
const whatsapp = () => screen.getByLabelText('WhatsApp number (optional)');
const same = () => screen.getByLabelText('My WhatsApp number is the same as my Viber number');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));

function api(saved: ReturnType<typeof profileView> = profileView({ nextSection: 'basic2' })) {
  return fakeApi({
    'GET /api/profile': () => ({ body: saved }),
    'PUT /api/profile/sections/basic2': () => ({
      body: profileView({ completed: ['basic', 'basic2'], nextSection: 'address' }),
    }),
  });
}

const render = () => renderScreen('/baseInfo2', <Basic2Screen />);

beforeEach(() => idb.resetMemoryIdb());
afterEach(() => vi.unstubAllGlobals());

describe('/baseInfo2 email, Viber and WhatsApp', () => {
  it('labels every field, optional ones as such, and asks phones for the right keyboard', async () => {
    api();
    render();
    expect(screen.getByRole('heading', { name: 'How can we reach you?' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('inputmode', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    // Viber first: more Filipino borrowers use it than WhatsApp.
    const fields = screen.getAllByRole('textbox').map((input) => input.id);
    expect(fields).toEqual(['field-email', 'field-viber', 'field-whatsapp']);
    for (const number of [viber(), whatsapp()]) {
      expect(number).toHaveAttribute('inputmode', 'tel');
      expect(number).toHaveAccessibleDescription('Starts with 09, for example 0917 123 4567');
    }
    expect(same()).not.toBeChecked();
    await screen.findByText('Step 1 of 4');
  });

  it('shows each problem at its field and focuses the first', async () => {
    const server = api();
    render();
    await save();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    // Both numbers may stay empty.
    expect(viber()).not.toHaveAttribute('aria-invalid');
    expect(whatsapp()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(email()).toHaveFocus());

    type(email(), 'juan@example');
    type(viber(), '0817 123 4567');
    type(whatsapp(), '12345');
    await save();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(viber()).toHaveAttribute('aria-invalid', 'true');
    expect(whatsapp()).toHaveAttribute('aria-invalid', 'true');
    expect(whatsapp()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter your 11-digit WhatsApp number starting with 09, or leave it blank.',
      ),
    );
    expect(server.sent('PUT', '/api/profile/sections/basic2')).toHaveLength(0);

    // Fixed fields lose their messages as they change, WhatsApp too when it becomes Viber's.
    type(viber(), '0917 123 4567');
    expect(viber()).not.toHaveAttribute('aria-invalid');
    fireEvent.click(same());
    expect(whatsapp()).not.toHaveAttribute('aria-invalid');
  });

  it('saves an email alone: neither number is required', async () => {
    const server = api();
    render();
    type(email(), 'juan@example.com');
    await save();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/addressInfo'));
    expect(server.sent('PUT', '/api/profile/sections/basic2').map((c) => c.body)).toEqual([
      { email: 'juan@example.com', viber: '', whatsapp: '' },
    ]);
  });

  it('saves a valid form and opens the address step', async () => {
    const server = api();
    render();
    type(email(), 'Juan.DelaCruz@Example.com');
    type(viber(), '+63 918 765 4321');
    type(whatsapp(), '0917 123 4567');
    await save();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/addressInfo'));
    expect(server.sent('PUT', '/api/profile/sections/basic2').map((c) => c.body)).toEqual([
      { email: 'Juan.DelaCruz@Example.com', viber: '+63 918 765 4321', whatsapp: '0917 123 4567' },
    ]);
  });

  it('sends the Viber number as WhatsApp while "same" is ticked, even after a correction', async () => {
    const server = api();
    render();
    type(email(), 'juan@example.com');
    type(viber(), '09171234567');
    fireEvent.click(same());
    expect(whatsapp()).toHaveValue('09171234567');
    expect(whatsapp()).toHaveAttribute('readonly');
    type(viber(), '09181234567');
    expect(whatsapp()).toHaveValue('09181234567');
    await save();
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
    expect(server.sent('PUT', '/api/profile/sections/basic2')[0]?.body).toEqual({
      email: 'juan@example.com',
      viber: '09181234567',
      whatsapp: '09181234567',
    });
  });

  it('keeps a draft through a reload', async () => {
    api();
    const first = render();
    type(email(), 'maria@example.com');
    type(viber(), '0917');
    const key = `profile:${CUSTOMER_ID}:basic2`;
    await waitFor(async () =>
      expect(await idb.get(key)).toMatchObject({ email: 'maria@example.com', viber: '0917' }),
    );
    first.unmount();

    render();
    await waitFor(() => expect(email()).toHaveValue('maria@example.com'));
    expect(viber()).toHaveValue('0917');
  });

  it('fills the form from the server when the phone has no draft', async () => {
    api(
      profileView({
        completed: ['basic', 'basic2'],
        nextSection: 'address',
        sections: {
          ...profileView().sections,
          basic2: { email: 'ana@example.com', viber: '09171234567', whatsapp: '09171234567' },
        },
      }),
    );
    render();
    await waitFor(() => expect(email()).toHaveValue('ana@example.com'));
    expect(same()).toBeChecked();
    expect(whatsapp()).toHaveValue('09171234567');
  });
});
