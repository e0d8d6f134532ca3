import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Basic2Screen } from './basic2-screen';
import * as idb from '../../../../tests/support/memory-idb';
import { CUSTOMER_ID, fakeApi, profileView, renderScreen } from '../testing/profile-test-kit';

vi.mock('idb-keyval', () => import('../../../../tests/support/memory-idb'));

const email = () => screen.getByLabelText('Email address');
const whatsapp = () => screen.getByLabelText('WhatsApp number');
const viber = () => screen.getByLabelText('Viber number');
const same = () => screen.getByLabelText('My Viber number is the same as my WhatsApp number');
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

describe('/baseInfo2 email, WhatsApp and Viber', () => {
  it('labels every field and asks phones for the right keyboard', async () => {
    api();
    render();
    expect(screen.getByRole('heading', { name: 'How can we reach you?' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('inputmode', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(whatsapp()).toHaveAttribute('inputmode', 'tel');
    expect(whatsapp()).toHaveAccessibleDescription('Starts with 09, for example 0917 123 4567');
    expect(viber()).toHaveAccessibleDescription('(optional)');
    expect(same()).not.toBeChecked();
    await screen.findByText('Step 1 of 4');
  });

  it('shows each problem at its field and focuses the first', async () => {
    const server = api();
    render();
    await save();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(whatsapp()).toHaveAttribute('aria-invalid', 'true');
    // Viber may stay empty.
    expect(viber()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(email()).toHaveFocus());

    type(email(), 'juan@example');
    type(whatsapp(), '0817 123 4567');
    type(viber(), '12345');
    await save();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(whatsapp()).toHaveAttribute('aria-invalid', 'true');
    expect(viber()).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent('PUT', '/api/profile/sections/basic2')).toHaveLength(0);

    // Fixed fields lose their messages as they change, Viber too when it becomes WhatsApp's.
    type(whatsapp(), '0917 123 4567');
    expect(whatsapp()).not.toHaveAttribute('aria-invalid');
    fireEvent.click(same());
    expect(viber()).not.toHaveAttribute('aria-invalid');
  });

  it('saves a valid form and opens the address step', async () => {
    const server = api();
    render();
    type(email(), 'Juan.DelaCruz@Example.com');
    type(whatsapp(), '0917 123 4567');
    type(viber(), '+63 918 765 4321');
    await save();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/addressInfo'));
    expect(server.sent('PUT', '/api/profile/sections/basic2').map((c) => c.body)).toEqual([
      { email: 'Juan.DelaCruz@Example.com', whatsapp: '0917 123 4567', viber: '+63 918 765 4321' },
    ]);
  });

  it('sends the WhatsApp number as Viber while "same" is ticked, even after a correction', async () => {
    const server = api();
    render();
    type(email(), 'juan@example.com');
    type(whatsapp(), '09171234567');
    fireEvent.click(same());
    expect(viber()).toHaveValue('09171234567');
    expect(viber()).toHaveAttribute('readonly');
    type(whatsapp(), '09181234567');
    expect(viber()).toHaveValue('09181234567');
    await save();
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
    expect(server.sent('PUT', '/api/profile/sections/basic2')[0]?.body).toEqual({
      email: 'juan@example.com',
      whatsapp: '09181234567',
      viber: '09181234567',
    });
  });

  it('keeps a draft through a reload', async () => {
    api();
    const first = render();
    type(email(), 'maria@example.com');
    type(whatsapp(), '0917');
    const key = `profile:${CUSTOMER_ID}:basic2`;
    await waitFor(async () =>
      expect(await idb.get(key)).toMatchObject({ email: 'maria@example.com', whatsapp: '0917' }),
    );
    first.unmount();

    render();
    await waitFor(() => expect(email()).toHaveValue('maria@example.com'));
    expect(whatsapp()).toHaveValue('0917');
  });

  it('fills the form from the server when the phone has no draft', async () => {
    api(
      profileView({
        completed: ['basic', 'basic2'],
        nextSection: 'address',
        sections: {
          ...profileView().sections,
          basic2: { email: 'ana@example.com', whatsapp: '09171234567', viber: '09171234567' },
        },
      }),
    );
    render();
    await waitFor(() => expect(email()).toHaveValue('ana@example.com'));
    expect(same()).toBeChecked();
    expect(viber()).toHaveValue('09171234567');
  });
});
