import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nativeBridge } from '@/platform/bridge';
import { renderRoute } from '../../../tests/support/fake-api';
import SignScreen from './sign-screen';
import { readChoice, readQuoteRecord, writeChoice, writeQuoteRecord } from './flow-storage';
import {
  CORE,
  HASHES,
  ORDER_ID,
  QUOTE_ID,
  fakeApi,
  orderView,
  renderScreen,
  type Reply,
} from './testing/withdraw-test-kit';

/*
 * jsdom has no canvas drawing: the pad is replaced by one that keeps strokes as data, drawn by
 * the test through `draw()`, as a finger would.
 */
const pads = vi.hoisted(() => [] as { draw: () => void }[]);
vi.mock('signature_pad', () => {
  class FakePad extends EventTarget {
    strokes: unknown[] = [];
    constructor() {
      super();
      pads.push({
        draw: () => {
          this.strokes.push({ points: [{ x: 1, y: 1, time: 0, pressure: 0.5 }] });
          this.dispatchEvent(new Event('endStroke'));
        },
      });
    }
    clear() {
      this.strokes = [];
    }
    isEmpty() {
      return this.strokes.length === 0;
    }
    toData() {
      return [...this.strokes];
    }
    fromData(strokes: unknown[]) {
      this.strokes = [...strokes];
    }
    toDataURL() {
      return `data:image/png;base64,${btoa(`strokes:${this.strokes.length}`)}`;
    }
    on() {}
    off() {}
  }
  return { default: FakePad };
});

const ORDERS = '/api/loan/orders';
/** Draws on the pad once it exists: the field makes it in an effect after the canvas shows. */
const draw = async () => {
  await waitFor(() => expect(pads.length).toBeGreaterThan(0));
  act(() => pads.at(-1)!.draw());
};
const signButton = () => screen.getByRole('button', { name: 'Sign and get my loan' });
const open = () => renderScreen('/sign', <SignScreen />, `/sign?quote=${QUOTE_ID}`);
const signing = (reply: () => Reply) => fakeApi({ [`POST ${ORDERS}`]: reply });
const refusal = (code: string, field?: string): Reply => ({
  status: 409,
  body: { code, message: code, field },
});

beforeEach(() => {
  sessionStorage.clear();
  pads.length = 0;
  writeChoice(CORE.publicData.customerId, 'sulong', { amountCentavos: 300_000, termDays: 7 });
  writeQuoteRecord(QUOTE_ID, {
    productId: 'sulong',
    signing: {
      language: 'en',
      documentHashes: HASHES,
      agreed: { agreement: true, sanctionLetter: true },
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/sign', () => {
  it('lets the borrower sign only once something is drawn; Undo and Clear take it back', async () => {
    signing(() => ({ status: 201, body: orderView() }));
    open();
    await screen.findByRole('img', { name: 'Your signature' });
    expect(signButton()).toBeDisabled();
    expect(signButton()).toHaveAccessibleDescription('Draw your signature in the box to sign.');
    await draw();
    expect(signButton()).toBeEnabled();
    await draw();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(signButton()).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(signButton()).toBeDisabled();
    await draw();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(signButton()).toBeDisabled();
  });

  it('signs once, tells the shell, and opens the new order in place of this screen', async () => {
    const signSuccess = vi.spyOn(nativeBridge, 'signSuccess');
    const server = signing(() => ({ status: 201, body: orderView() }));
    open();
    await screen.findByRole('img', { name: 'Your signature' });
    await draw();
    const button = signButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/bill?order=${ORDER_ID}`),
    );
    expect(server.sent('POST', ORDERS)).toHaveLength(1);
    expect(server.sent('POST', ORDERS)[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      language: 'en',
      documentHashes: HASHES,
      agreed: { agreement: true, sanctionLetter: true },
      signaturePng: `data:image/png;base64,${btoa('strokes:1')}`,
      device: { appType: null, screen: `${window.screen.width}x${window.screen.height}` },
    });
    expect(signSuccess).toHaveBeenCalledWith(null, {
      orderId: ORDER_ID,
      orderNo: 'SC261102ABCDEF',
    });
    // The flow is over: the next withdrawal starts afresh.
    expect(readQuoteRecord(QUOTE_ID)).toBeNull();
    expect(readChoice(CORE.publicData.customerId, 'sulong')).toEqual({});
  });

  it('in the shell, sends its device details and tells it the loan and the withdrawal', async () => {
    const deviceInfo = vi
      .spyOn(nativeBridge, 'deviceInfo')
      .mockResolvedValue({ model: 'SM-A155F', os: 'Android', osVersion: '14', imei: '35693803' });
    const calls = ['signSuccess', 'goMyLoan', 'pointInfo', 'adInfo'] as const;
    const spies = calls.map((name) => vi.spyOn(nativeBridge, name).mockResolvedValue(null));
    const server = signing(() => ({ status: 201, body: orderView() }));
    renderRoute('/sign', <SignScreen />, {
      route: `/sign?quote=${QUOTE_ID}`,
      core: { publicData: { ...CORE.publicData, app_type: 1 } },
    });
    await screen.findByRole('img', { name: 'Your signature' });
    await draw();
    fireEvent.click(signButton());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/bill?order=${ORDER_ID}`),
    );
    expect(deviceInfo).toHaveBeenCalledWith(1);
    expect((server.sent('POST', ORDERS)[0]?.body as { device: unknown }).device).toEqual({
      appType: 1,
      screen: `${window.screen.width}x${window.screen.height}`,
      shell: { model: 'SM-A155F', os: 'Android', osVersion: '14', appVersion: null },
    });
    const [signSuccess, goMyLoan, pointInfo, adInfo] = spies;
    expect(signSuccess).toHaveBeenCalledWith(1, { orderId: ORDER_ID, orderNo: 'SC261102ABCDEF' });
    expect(goMyLoan).toHaveBeenCalledWith(1);
    expect(pointInfo).toHaveBeenCalledWith(1, { event: 'withdrawal' });
    expect(adInfo).toHaveBeenCalledWith(1, { event: 'withdrawal' });
  });

  it('sends a changed quote back for new figures', async () => {
    signing(() => refusal('QUOTE_STALE'));
    open();
    await screen.findByRole('img', { name: 'Your signature' });
    await draw();
    fireEvent.click(signButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The loan details have changed.');
    fireEvent.click(screen.getByRole('button', { name: 'Review new figures' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/allWithdraw?product=sulong');
  });

  it('returns to the documents when the server misses an agreement', async () => {
    signing(() => ({
      status: 400,
      body: { code: 'AGREEMENT_REQUIRED', message: 'x', field: 'agreed.sanctionLetter' },
    }));
    open();
    await screen.findByRole('img', { name: 'Your signature' });
    await draw();
    fireEvent.click(signButton());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/loan?quote=${QUOTE_ID}`),
    );
  });

  it.each(['ORDER_IN_PROGRESS', 'OUTSTANDING_REPAYMENT'])(
    'explains %s and leads home',
    async (code) => {
      signing(() => refusal(code));
      open();
      await screen.findByRole('img', { name: 'Your signature' });
      await draw();
      fireEvent.click(signButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        code === 'ORDER_IN_PROGRESS'
          ? 'You already have a loan being processed.'
          : 'Please settle your current loan first.',
      );
      expect(screen.queryByRole('button', { name: 'Sign and get my loan' })).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/homeIndex');
    },
  );

  it('keeps the drawing when the network fails, and signs on the next try', async () => {
    let offline = true;
    const server = signing(() => (offline ? 'offline' : { status: 201, body: orderView() }));
    open();
    await screen.findByRole('img', { name: 'Your signature' });
    await draw();
    fireEvent.click(signButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Cannot connect to the network/);
    expect(signButton()).toBeEnabled();
    offline = false;
    // Past the tap lock.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    fireEvent.click(signButton());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/bill?order=${ORDER_ID}`),
    );
    expect(server.sent('POST', ORDERS)).toHaveLength(2);
  });

  it('sends nothing while the phone is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = signing(() => ({ status: 201, body: orderView() }));
    open();
    await screen.findByRole('img', { name: 'Your signature' });
    await draw();
    fireEvent.click(signButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Cannot connect to the network/);
    expect(server.sent('POST', ORDERS)).toHaveLength(0);
  });

  it('asks for a new signature when the image could not be read', async () => {
    signing(() => ({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'validation.signature.required',
        field: 'signaturePng',
      },
    }));
    open();
    await screen.findByRole('img', { name: 'Your signature' });
    await draw();
    fireEvent.click(signButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not read your signature. Please clear it and sign again.',
    );
  });

  it('goes to the documents first when they were not agreed in this tab', async () => {
    sessionStorage.clear();
    fakeApi({});
    open();
    expect(await screen.findByTestId('location')).toHaveTextContent(`/loan?quote=${QUOTE_ID}`);
  });
});
