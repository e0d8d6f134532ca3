import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { Basic2Screen } from '../basic2/basic2-screen';
import * as idb from '../../../../tests/support/memory-idb';
import { CORE, CUSTOMER_ID, fakeApi, profileView, renderScreen } from '../testing/profile-test-kit';

/*
 * useSectionForm through the simplest screen that uses it (/baseInfo2): what happens after
 * "Save and continue" when the network or the server says no, and `?field=` links.
 */
vi.mock('idb-keyval', () => import('../../../../tests/support/memory-idb'));

type Reply = { status?: number; body: unknown };

function api(put: () => Reply, saved = profileView({ completed: [], nextSection: 'basic' })) {
  return fakeApi({
    'GET /api/profile': () => ({ body: saved }),
    'PUT /api/profile/sections/basic2': put,
  });
}

const fillValid = () => {
  fireEvent.change(screen.getByLabelText('Email address'), {
    target: { value: 'juan@example.com' },
  });
  fireEvent.change(screen.getByLabelText('WhatsApp number (optional)'), {
    target: { value: '09171234567' },
  });
};
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
const queued = async () =>
  Object.keys((await idb.get<Record<string, unknown>>(`outbox:${CUSTOMER_ID}`)) ?? {});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(() => idb.resetMemoryIdb());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useSectionForm', () => {
  it('offline: queues the save and goes forward, even with an earlier step still missing', async () => {
    const server = api(() => ({ body: profileView() }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen('/baseInfo2', <Basic2Screen />);
    await screen.findByText('Step 1 of 4');
    fillValid();
    await save();
    // /baseInfo was saved offline too: it is queued, not completed, and must not come back.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/addressInfo'));
    expect(await queued()).toEqual(['profile:basic2']);
    expect(server.sent('PUT', '/api/profile/sections/basic2')).toHaveLength(0);
  });

  it('a lost connection during the save queues it as offline does', async () => {
    api(() => ({ body: profileView() }));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', (input: Request) =>
      input.method === 'PUT' ? Promise.reject(new TypeError('Failed to fetch')) : answer(input),
    );
    renderScreen('/baseInfo2', <Basic2Screen />);
    fillValid();
    await save();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/addressInfo'));
    expect(await queued()).toEqual(['profile:basic2']);
  });

  it('shows the server’s field error at that field and focuses it', async () => {
    api(() => ({
      status: 422,
      body: { code: 'VALIDATION_FAILED', message: 'validation.whatsapp.format', field: 'whatsapp' },
    }));
    renderScreen('/baseInfo2', <Basic2Screen />);
    fillValid();
    await save();
    const whatsapp = screen.getByLabelText('WhatsApp number (optional)');
    await waitFor(() => expect(whatsapp).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(whatsapp).toHaveFocus());
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows any other refusal under the form and stays', async () => {
    api(() => ({ status: 409, body: { code: 'PROFILE_LOCKED', message: 'locked' } }));
    renderScreen('/baseInfo2', <Basic2Screen />);
    fillValid();
    await save();
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('location')).toBeNull();
    // Nothing was sent: the draft stays on the phone.
    await waitFor(async () =>
      expect(await idb.get(`profile:${CUSTOMER_ID}:basic2`)).toMatchObject({
        email: 'juan@example.com',
      }),
    );
  });

  it('a save that answers after the borrower left does not pull them back', async () => {
    const server = api(() => ({
      body: profileView({ completed: ['basic2'], nextSection: 'basic' }),
    }));
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: Request) => {
      if (input.method === 'PUT') await held;
      return answer(input);
    });
    renderWithProviders(
      <>
        <Link to="/homeIndex">Home</Link>
        <Routes>
          <Route path="/baseInfo2" element={<Basic2Screen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { route: '/baseInfo2', core: CORE },
    );
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/homeIndex');
    await act(async () => {
      release();
      await waitFor(() =>
        expect(server.sent('PUT', '/api/profile/sections/basic2')).toHaveLength(1),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    // Still where the borrower went; /baseInfo (the server's next step) did not open.
    expect(screen.getByTestId('where')).toHaveTextContent('/homeIndex');
  });

  it('a ?field= link focuses that field once the application has loaded', async () => {
    api(() => ({ body: profileView() }));
    renderScreen('/baseInfo2', <Basic2Screen />, { route: '/baseInfo2?field=whatsapp' });
    await waitFor(() => expect(screen.getByLabelText('WhatsApp number (optional)')).toHaveFocus());
  });

  it('is read-only once the application is under review', async () => {
    api(
      () => ({ body: profileView() }),
      profileView({ editable: false, status: 'underReview', nextSection: null }),
    );
    renderScreen('/baseInfo2', <Basic2Screen />);
    await screen.findByText(/You can review these details, but not change them now/);
    expect(screen.getByLabelText('Email address')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });
});
