import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/support/fake-api';
import { nativeBridge } from '@/platform/bridge';
import NotFoundScreen from './not-found-screen';

afterEach(() => vi.restoreAllMocks());

describe('the page-not-found screen', () => {
  it.each([
    [1, 1],
    [null, null],
  ] as const)('goes home, the shell’s first (app type %s)', async (appType, told) => {
    const goAppHome = vi.spyOn(nativeBridge, 'goAppHome').mockResolvedValue(null);
    renderRoute('/setup', <NotFoundScreen />, {
      core: { publicData: { customerId: 'c', token: 't', phone_number: '', app_type: appType } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to home' }));
    expect(goAppHome).toHaveBeenCalledWith(told);
    expect(await screen.findByTestId('location')).toHaveTextContent('/homeIndex');
  });
});
