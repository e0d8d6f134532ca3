/* Test-only: coupon answers and a signed-in render for the coupon screens. */
import type { ReactElement } from 'react';
import type { CouponListItem } from '@contract/loan/api';
import type { CoreState } from '@/lib/core/core-slice';
import english from '@/lang/en.json';
import { renderRoute } from '../../../../tests/support/fake-api';

export { fakeApi } from '../../../../tests/support/fake-api';

export const COUPON_ID = '5a0c2b1e-8f3d-4e6a-9b7c-1d2e3f4a5b6c';

export function couponItem(patch: Partial<CouponListItem> = {}): CouponListItem {
  return {
    id: COUPON_ID,
    type: 'withdrawal',
    deductionCentavos: 5_000,
    validFrom: '2026-03-10T02:00:00.000Z',
    // 16:30 UTC is already the next day in Manila.
    validUntil: '2026-04-09T16:30:00.000Z',
    usedAt: null,
    status: 'available',
    fullRepaymentOnly: false,
    appliesTo: 'withdrawal',
    minCentavos: null,
    source: 'welcome',
    title: null,
    reservedFor: null,
    ...patch,
  };
}

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};

export function renderAt(
  path: string,
  screen: ReactElement,
  { route = path, core = {} }: { route?: string; core?: Partial<CoreState> } = {},
) {
  return renderRoute(path, screen, { route, messages: english, core: { ...SIGNED_IN, ...core } });
}
