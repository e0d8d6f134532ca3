import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaqView } from '@contract/care/api';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import HelpScreen from './help-screen';

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};

const FAQ: FaqView = {
  groups: [
    {
      id: 'repaying',
      questions: [
        { id: 'how', question: 'Paano ang Pagbábayad?', answer: 'Gamit ang GCash o Maya.' },
        { id: 'late', question: 'What if I pay late?', answer: 'A late charge runs each day.' },
      ],
    },
    {
      id: 'privacy',
      questions: [{ id: 'data', question: 'What data do you keep?', answer: 'Your application.' }],
    },
  ],
};

function showHelp(core: object = SIGNED_IN) {
  return renderRoute('/helpCenter', <HelpScreen />, { core });
}

afterEach(() => vi.unstubAllGlobals());

describe('/helpCenter (docs/care.md#help-centre)', () => {
  it('shows the questions by group, each opening on a tap, and keeps them in the core store', async () => {
    const api = fakeApi({ 'GET /api/help/faq': () => ({ body: FAQ }) });
    const { store } = showHelp();
    expect(await screen.findByRole('heading', { name: 'Repaying' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Privacy' })).toBeVisible();
    expect(api.calls[0]?.search).toBe('?language=en');

    const answer = screen.getByText('A late charge runs each day.');
    expect(answer).not.toBeVisible();
    fireEvent.click(screen.getByText('What if I pay late?'));
    expect(answer).toBeVisible();

    await waitFor(() =>
      expect(store.getState().core.FAQData).toEqual({ language: 'en', groups: FAQ.groups }),
    );
  });

  it('searches questions and answers ignoring case and accents', async () => {
    fakeApi({ 'GET /api/help/faq': () => ({ body: FAQ }) });
    showHelp();
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(search, { target: { value: 'PAGBABAYAD' } });
    // Awaited: on a busy machine the filtered list was not yet drawn when read at once.
    expect(await screen.findByText('1 question matches')).toBeVisible();
    expect(screen.getByText('Paano ang Pagbábayad?')).toBeVisible();
    expect(screen.queryByText('What if I pay late?')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Privacy' })).toBeNull();
    expect(screen.getByText('1 question matches')).toHaveAttribute('role', 'status');

    fireEvent.change(search, { target: { value: 'gcash' } });
    expect(await screen.findByText('Paano ang Pagbábayad?')).toBeVisible();
  });

  it('says when nothing matches and offers customer service', async () => {
    fakeApi({ 'GET /api/help/faq': () => ({ body: FAQ }) });
    showHelp();
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'bitcoin' } });
    expect(screen.getByText('No question matches “bitcoin”.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask customer service' })).toHaveAttribute(
      'href',
      '/customerService',
    );
    expect(screen.queryByRole('heading', { name: 'Repaying' })).toBeNull();
  });

  it('offers a retry when the questions cannot be loaded and none are stored', async () => {
    let fail = true;
    fakeApi({
      'GET /api/help/faq': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : { body: FAQ },
    });
    showHelp();
    expect(await screen.findByText('The questions could not be loaded.')).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Repaying' })).toBeVisible();
  });

  it('opens offline with the questions stored on the phone', async () => {
    fakeApi({ 'GET /api/help/faq': () => 'offline' });
    showHelp({ ...SIGNED_IN, FAQData: { language: 'en', groups: FAQ.groups } });
    expect(
      await screen.findByText(
        'These are the answers saved on this phone. They update when you are online.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Repaying' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
