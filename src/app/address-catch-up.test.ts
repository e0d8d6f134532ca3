import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchUpWithAddress } from './address-catch-up';

afterEach(() => {
  window.location.hash = '';
});

describe('catchUpWithAddress', () => {
  it('tells the router of an address changed since its first render, as the browser would', () => {
    window.location.hash = '#/my';
    const heard = vi.fn();
    window.addEventListener('popstate', heard);
    catchUpWithAddress('#/start');
    window.removeEventListener('popstate', heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the address is the one the router rendered', () => {
    window.location.hash = '#/start';
    const heard = vi.fn();
    window.addEventListener('popstate', heard);
    catchUpWithAddress('#/start');
    window.removeEventListener('popstate', heard);
    expect(heard).not.toHaveBeenCalled();
  });
});
