import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as idb from '../../../tests/support/memory-idb';
import type { TicketDetail, TicketView } from '@contract/care/feedback-api';
import english from '@/lang/en.json';
import { flushOutbox } from '@/lib/outbox/outbox';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import FeedbackScreen from './feedback-screen';

vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));

const KEY = '0f8e2c4a-1b3d-4e5f-8a7b-9c0d1e2f3a4b';
const KEY2 = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';

beforeEach(() => {
  idb.resetMemoryIdb();
  // The draft's client key: fixed, so the request's path is known.
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(KEY);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};

const render = (route = '/feedback') =>
  renderRoute('/feedback', <FeedbackScreen />, { route, messages: english, core: SIGNED_IN });

const ticket = (patch: Partial<TicketView> = {}): TicketView => ({
  ticketNo: 'FB20260310ABCDEF',
  category: 'repaying',
  text: 'The repayment page did not load.',
  status: 'received',
  answer: null,
  hasScreenshot: false,
  createdAt: '2026-03-10T02:00:00.000Z',
  targetDate: '2026-04-09',
  answeredAt: null,
  closedAt: null,
  ...patch,
});

async function fill(text: string) {
  fireEvent.change(await screen.findByLabelText('What is it about?'), {
    target: { value: 'repaying' },
  });
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
}

describe('/feedback', () => {
  it('counts characters, refuses fewer than 10 before sending, then shows the ticket number', async () => {
    const api = fakeApi({
      'GET /api/feedback/tickets': () => ({ body: { tickets: [] } }),
      [`PUT /api/feedback/tickets/${KEY}`]: () => ({ status: 201, body: ticket() }),
    });
    render();
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeInTheDocument();
    await fill('too short');
    expect(screen.getByText('9 of 2000 characters (at least 10)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(api.sent('PUT', `/api/feedback/tickets/${KEY}`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'The repayment page did not load.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByText(/Your ticket number is FB20260310ABCDEF/);
    expect(status).toHaveTextContent('We aim to answer by Apr 9, 2026.');
    const sent = api.sent('PUT', `/api/feedback/tickets/${KEY}`);
    expect(sent.map((call) => call.body)).toEqual([
      { category: 'repaying', text: 'The repayment page did not load.' },
    ]);
  });

  it('queues the send offline under its client key and says so', async () => {
    fakeApi({ 'GET /api/feedback/tickets': () => 'offline' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render();
    await fill('The app closes when I open my loan.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Your feedback is saved on this phone/)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await idb.get('outbox:c-1')).toEqual({
        [`feedback:${KEY}`]: {
          url: `/feedback/tickets/${KEY}`,
          method: 'PUT',
          body: { category: 'repaying', text: 'The app closes when I open my loan.' },
          invalidates: ['Tickets'],
          resultKey: `feedback:c-1:result:${KEY}`,
        },
      }),
    );
  });

  it('keeps a queued complaint until the server answers, and brings it back when refused', async () => {
    const text = 'The app closes when I open my loan.';
    fakeApi({
      'GET /api/feedback/tickets': () => 'offline',
      [`PUT /api/feedback/tickets/${KEY}`]: () => ({
        status: 413,
        body: { code: 'PAYLOAD_TOO_LARGE', message: 'Body too large' },
      }),
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render();
    await fill(text);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue(text);

    online.mockReturnValue(true);
    await act(() => flushOutbox({ customerId: 'c-1', token: 't' }, vi.fn()));
    const alert = (await screen.findByText('Your feedback could not be sent.')).parentElement;
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveTextContent('This file is too large. Please take the photo again.');
    expect(screen.getByLabelText('Your message')).toHaveValue(text);
    expect(screen.getByLabelText('Your message')).not.toHaveAttribute('readonly');
    expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument();
    expect(await idb.get('outbox:c-1')).toBeUndefined();
  });

  it('shows the ticket once the outbox has sent a waiting complaint', async () => {
    fakeApi({
      'GET /api/feedback/tickets': () => ({ body: { tickets: [] } }),
      [`PUT /api/feedback/tickets/${KEY}`]: () => ({ status: 201, body: ticket() }),
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render();
    await fill('The repayment page did not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    online.mockReturnValue(true);
    await act(() => flushOutbox({ customerId: 'c-1', token: 't' }, vi.fn()));
    expect(await screen.findByText(/Your ticket number is FB20260310ABCDEF/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    // Nothing waits any more: the form is ready for the next complaint.
    expect(screen.queryByText('Waiting to send')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).not.toHaveAttribute('readonly');
    await waitFor(async () => expect(await idb.get('feedback:c-1')).toBeUndefined());
  });

  it('keeps the key for a retry of the same text and draws a new one after an edit', async () => {
    vi.mocked(crypto.randomUUID).mockReturnValueOnce(KEY).mockReturnValue(KEY2);
    const api = fakeApi({
      'GET /api/feedback/tickets': () => ({ body: { tickets: [] } }),
      [`PUT /api/feedback/tickets/${KEY}`]: () => ({ status: 502, body: '<html>Bad gateway' }),
      [`PUT /api/feedback/tickets/${KEY2}`]: () => ({ status: 201, body: ticket() }),
    });
    render();
    await fill('The repayment page did not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your feedback could not be sent.')).toBeInTheDocument();
    // The same text again: the same key, so a send the server stored stays one ticket.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.sent('PUT', `/api/feedback/tickets/${KEY}`)).toHaveLength(2));
    // Edited after a failed send: the old key may hold the old text, so a new key.
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'The repayment page did not load at all.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Your ticket number is FB20260310ABCDEF/)).toBeInTheDocument();
    expect(api.sent('PUT', `/api/feedback/tickets/${KEY2}`).map((call) => call.body)).toEqual([
      { category: 'repaying', text: 'The repayment page did not load at all.' },
    ]);
  });

  it('sends under a new key when the server refuses the key itself', async () => {
    vi.mocked(crypto.randomUUID).mockReturnValueOnce(KEY).mockReturnValue(KEY2);
    const api = fakeApi({
      'GET /api/feedback/tickets': () => ({ body: { tickets: [] } }),
      [`PUT /api/feedback/tickets/${KEY}`]: () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Key used', field: 'clientKey' },
      }),
      [`PUT /api/feedback/tickets/${KEY2}`]: () => ({ status: 201, body: ticket() }),
    });
    render();
    await fill('The repayment page did not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Your ticket number is FB20260310ABCDEF/)).toBeInTheDocument();
    expect(api.sent('PUT', `/api/feedback/tickets/${KEY}`)).toHaveLength(1);
    expect(api.sent('PUT', `/api/feedback/tickets/${KEY2}`)).toHaveLength(1);
  });

  it('opens one ticket with its answer, history and no target once answered', async () => {
    const detail: TicketDetail = {
      ...ticket({ status: 'answered', answer: 'We fixed it.', answeredAt: '2026-03-11T02:00:00Z' }),
      events: [
        { status: 'received', actor: 'borrower', at: '2026-03-10T02:00:00.000Z' },
        { status: 'answered', actor: 'operator', at: '2026-03-11T02:00:00.000Z' },
      ],
    };
    fakeApi({ 'GET /api/feedback/tickets/FB20260310ABCDEF': () => ({ body: detail }) });
    render('/feedback?ticket=FB20260310ABCDEF');
    const answer = await screen.findByRole('region', { name: 'Our answer' });
    expect(answer).toHaveTextContent('We fixed it.');
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.queryByText(/We aim to answer by/)).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says an open ticket past its target is late, without blaming the borrower', async () => {
    const detail: TicketDetail = { ...ticket({ targetDate: '2020-01-01' }), events: [] };
    fakeApi({ 'GET /api/feedback/tickets/FB20260310ABCDEF': () => ({ body: detail }) });
    render('/feedback?ticket=FB20260310ABCDEF');
    expect(await screen.findByText(/We are taking longer than we aimed/)).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    let fail = true;
    fakeApi({
      'GET /api/feedback/tickets': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'x' } }
          : { body: { tickets: [ticket()] } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your tickets could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Ticket FB20260310ABCDEF' }),
    ).toBeInTheDocument();
  });
});
