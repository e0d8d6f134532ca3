import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_METHODS, callNative, detectAppType, NATIVE_HANDLER, nativeBridge } from './bridge';

type Shell = Record<string, unknown>;
const win = window as unknown as Shell;

afterEach(() => {
  delete win[NATIVE_HANDLER];
  delete win.webkit;
});

function installAndroid(methods: Record<string, (arg?: string) => unknown>) {
  win[NATIVE_HANDLER] = methods;
}

function installIos() {
  const calls: Array<[string, unknown]> = [];
  const messageHandlers = new Proxy({} as Record<string, unknown>, {
    get: (_target, name: string) => ({
      postMessage: (payload: unknown) => calls.push([name, payload]),
    }),
  });
  win.webkit = { messageHandlers };
  return calls;
}

describe('native bridge (docs/bridge.md)', () => {
  it('offers a typed function for every handler (docs/bridge.md#handlers)', () => {
    expect(Object.keys(nativeBridge).sort()).toEqual(Object.values(BRIDGE_METHODS).sort());
    expect(Object.keys(BRIDGE_METHODS)).toHaveLength(30);
  });

  it('recognises the shell by its bridge object: 1 Android, 2 iOS, null in a browser', () => {
    expect(detectAppType()).toBeNull();
    installIos();
    expect(detectAppType()).toBe(2);
    installAndroid({});
    expect(detectAppType()).toBe(1);
  });

  it('calls Android as window.<handler>.<method>(json) and parses a JSON reply', async () => {
    const loginSuccess = vi.fn(() => '{"ok":true}');
    installAndroid({ loginSuccess });
    const reply = await nativeBridge.loginSuccess(1, { token: 't', customerId: '1' });
    expect(loginSuccess).toHaveBeenCalledWith('{"token":"t","customerId":"1"}');
    expect(reply).toEqual({ ok: true });
  });

  it('calls iOS through webkit.messageHandlers.<method>.postMessage', async () => {
    const calls = installIos();
    await nativeBridge.switchLanguage(2, 'ph');
    await nativeBridge.logoutProcess(2);
    expect(calls).toEqual([
      ['switchLanguage', 'ph'],
      ['logoutProcess', null],
    ]);
  });

  it('dispatches by app_type, not by what happens to be on window', async () => {
    const logoutProcess = vi.fn();
    installAndroid({ logoutProcess });
    const calls = installIos();
    await nativeBridge.logoutProcess(2);
    expect(logoutProcess).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('yields null, never throws, for a missing shell, a missing method or a failing shell', async () => {
    expect(await nativeBridge.pageFinish(null)).toBeNull();
    expect(await nativeBridge.pageFinish(1)).toBeNull();
    installAndroid({
      pageFinish: () => {
        throw new Error('shell crashed');
      },
    });
    expect(await nativeBridge.pageFinish(1)).toBeNull();
    win.webkit = {
      messageHandlers: { signSuccess: { postMessage: () => Promise.reject(new Error('no')) } },
    };
    expect(await callNative(2, 'signSuccess')).toBeNull();
  });
});
