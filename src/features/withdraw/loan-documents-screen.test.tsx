import { act, fireEvent, screen } from '@testing-library/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoanDocumentsScreen from './loan-documents-screen';
import { readQuoteRecord, writeQuoteRecord } from './flow-storage';
import {
  HASHES,
  QUOTE_ID,
  fakeApi,
  quoteDocuments,
  renderScreen,
} from './testing/withdraw-test-kit';

const DOCUMENTS = `/api/loan/quotes/${QUOTE_ID}/documents`;
const open = () => renderScreen('/loan', <LoanDocumentsScreen />, `/loan?quote=${QUOTE_ID}`);
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to sign' }));
const box = (name: string) => screen.getByRole('checkbox', { name });
const AGREEMENT = 'I have read and agree to the loan agreement';
const SANCTION = 'I have read and agree to the loan approval letter';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  writeQuoteRecord(QUOTE_ID, { productId: 'sulong' });
});
afterEach(() => vi.unstubAllGlobals());

describe('/loan', () => {
  it('shows the key fact statement first, then the agreement and the sanction letter', async () => {
    const server = fakeApi({ [`GET ${DOCUMENTS}`]: () => ({ body: quoteDocuments() }) });
    open();
    await screen.findByRole('heading', { name: 'Key fact statement', level: 2 });
    const titles = screen
      .getAllByRole('article')
      .map((article) => article.querySelector('h2')?.textContent);
    expect(titles).toEqual(['Key fact statement', 'Loan agreement', 'Sanction letter']);
    expect(server.sent('GET', DOCUMENTS)[0]?.params.get('language')).toBe('en');
    expect(screen.getByText(/right to a copy of everything you sign/)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    fireEvent.click(
      Array.from(contents.querySelectorAll('button')).find(
        (b) => b.textContent === 'Sanction letter',
      )!,
    );
    expect(document.activeElement).toHaveTextContent('Sanction letter text');
  });

  it('asks for the documents in the borrower’s language', async () => {
    localStorage.setItem('language', 'ph');
    const server = fakeApi({
      [`GET ${DOCUMENTS}`]: () => ({ body: quoteDocuments({ language: 'ph' }) }),
    });
    open();
    await screen.findByRole('heading', { name: 'Key fact statement', level: 2 });
    expect(server.sent('GET', DOCUMENTS)[0]?.params.get('language')).toBe('ph');
  });

  it('goes on to sign only with both agreements ticked, carrying what was shown', async () => {
    fakeApi({ [`GET ${DOCUMENTS}`]: () => ({ body: quoteDocuments() }) });
    open();
    await screen.findByRole('heading', { name: 'Key fact statement', level: 2 });

    next();
    expect(box(AGREEMENT)).toHaveAccessibleDescription(
      'Please agree to the loan agreement before you sign.',
    );
    expect(box(SANCTION)).toHaveAccessibleDescription(
      'Please agree to the loan approval letter before you sign.',
    );
    expect(box(AGREEMENT)).toHaveFocus();
    expect(screen.queryByTestId('location')).toBeNull();

    fireEvent.click(box(AGREEMENT));
    next();
    expect(box(AGREEMENT)).not.toHaveAccessibleDescription();
    expect(box(SANCTION)).toHaveFocus();
    expect(screen.queryByTestId('location')).toBeNull();

    fireEvent.click(box(SANCTION));
    next();
    expect(screen.getByTestId('location')).toHaveTextContent(`/sign?quote=${QUOTE_ID}`);
    expect(readQuoteRecord(QUOTE_ID)).toEqual({
      productId: 'sulong',
      signing: {
        language: 'en',
        documentHashes: HASHES,
        agreed: { agreement: true, sanctionLetter: true },
      },
    });
  });

  it('keeps the documents and the ticks when the network returns', async () => {
    const server = fakeApi({ [`GET ${DOCUMENTS}`]: () => ({ body: quoteDocuments() }) });
    const { store } = open();
    await screen.findByRole('heading', { name: 'Key fact statement', level: 2 });
    fireEvent.click(box(AGREEMENT));
    // A refetch now could fail or find the quote expired and take the documents away.
    const stopListening = setupListeners(store.dispatch);
    act(() => void window.dispatchEvent(new Event('online')));
    stopListening();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.count(DOCUMENTS)).toBe(1);
    expect(box(AGREEMENT)).toBeChecked();
  });

  it('sends a stale quote back for new figures on its product', async () => {
    fakeApi({
      [`GET ${DOCUMENTS}`]: () => ({
        status: 409,
        body: { code: 'QUOTE_STALE', message: 'expired' },
      }),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your loan figures need an update');
    expect(alert).toHaveTextContent('The loan details have changed.');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Review new figures' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/allWithdraw?product=sulong');
    expect(readQuoteRecord(QUOTE_ID)).toBeNull();
  });

  it('offers a retry when the network fails', async () => {
    let offline = true;
    fakeApi({
      [`GET ${DOCUMENTS}`]: () => (offline ? 'offline' : { body: quoteDocuments() }),
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Cannot connect to the network/);
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Key fact statement', level: 2 }),
    ).toBeInTheDocument();
  });
});
