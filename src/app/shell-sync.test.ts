import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeChanged, shellFieldsSet } from '@/lib/core/core-slice';
import { nativeBridge } from '@/platform/bridge';
import { makeStore } from './store';
import { startShellSync } from './shell-sync';

afterEach(() => vi.restoreAllMocks());

function spies() {
  return {
    footer: vi.spyOn(nativeBridge, 'footerControl').mockResolvedValue(null),
    refresh: vi.spyOn(nativeBridge, 'refreshControl').mockResolvedValue(null),
    header: vi.spyOn(nativeBridge, 'setHeaderColor').mockResolvedValue(null),
  };
}

const inShell = (appType: 1 | 2 | null) =>
  makeStore({
    publicData: { customerId: '', token: '', phone_number: '', app_type: appType },
  });

describe('the shell follows the route (docs/bridge.md#flows)', () => {
  it('shows the footer and allows refresh on a tab screen, neither on a form', () => {
    const calls = spies();
    const store = inShell(1);
    const stop = startShellSync(store);
    store.dispatch(routeChanged('homeIndex'));
    expect(calls.footer).toHaveBeenLastCalledWith(1, true);
    expect(calls.refresh).toHaveBeenLastCalledWith(1, true);
    expect(store.getState().core.refreshControl).toBe(true);

    store.dispatch(routeChanged('baseInfo'));
    expect(calls.footer).toHaveBeenLastCalledWith(1, false);
    expect(calls.refresh).toHaveBeenLastCalledWith(1, false);
    expect(store.getState().core.refreshControl).toBe(false);

    store.dispatch(routeChanged('sign'));
    expect(calls.refresh).toHaveBeenLastCalledWith(1, false);
    store.dispatch(routeChanged('msgCenter'));
    expect(calls.footer).toHaveBeenLastCalledWith(1, false);
    expect(calls.refresh).toHaveBeenLastCalledWith(1, true);
    expect(store.getState().core.refreshControl).toBe(true);
    stop();
  });

  it('tells each route once, and again when the sub-product theme changes', () => {
    const calls = spies();
    const store = inShell(2);
    const stop = startShellSync(store);
    store.dispatch(routeChanged('subIndex'));
    store.dispatch({ type: 'unrelated' });
    expect(calls.footer).toHaveBeenCalledTimes(1);
    store.dispatch(shellFieldsSet({ subProTheme: 2 }));
    expect(calls.footer).toHaveBeenCalledTimes(2);
    stop();
    store.dispatch(routeChanged('my'));
    expect(calls.footer).toHaveBeenCalledTimes(2);
  });

  it('calls nothing in a browser', () => {
    const calls = spies();
    const store = inShell(null);
    const stop = startShellSync(store);
    store.dispatch(routeChanged('homeIndex'));
    store.dispatch(routeChanged('baseInfo'));
    expect(calls.footer).not.toHaveBeenCalled();
    expect(calls.refresh).not.toHaveBeenCalled();
    expect(calls.header).not.toHaveBeenCalled();
    stop();
  });

  it('reads the header colour from the theme, the sub-product’s own on its home', () => {
    const style = document.createElement('style');
    style.textContent =
      ':root { --c-primary: #0b4f8a; } .sub-home--theme-2 { --c-primary: #00695c; }';
    document.head.append(style);
    const calls = spies();
    const store = inShell(1);
    store.dispatch(shellFieldsSet({ subProTheme: 2 }));
    const stop = startShellSync(store);
    store.dispatch(routeChanged('homeIndex'));
    expect(calls.header).toHaveBeenLastCalledWith(1, '#0b4f8a');
    store.dispatch(routeChanged('subIndex'));
    expect(calls.header).toHaveBeenLastCalledWith(1, '#00695c');
    stop();
    style.remove();
  });
});
