import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nativeBridge } from './bridge';
import { EVENTS_REPORTED_KEY, reportEvent, reportEventOnce } from './shell-events';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const spies = () => ({
  point: vi.spyOn(nativeBridge, 'pointInfo').mockResolvedValue(null),
  ad: vi.spyOn(nativeBridge, 'adInfo').mockResolvedValue(null),
});

describe('shell events (docs/bridge.md#flows)', () => {
  it('tells pointInfo and adInfo the event name only, and nothing in a browser', () => {
    const { point, ad } = spies();
    reportEvent(2, 'signIn');
    expect(point).toHaveBeenCalledWith(2, { event: 'signIn' });
    expect(ad).toHaveBeenCalledWith(2, { event: 'signIn' });
    reportEvent(null, 'repayment');
    expect(point).toHaveBeenCalledTimes(1);
  });

  it('tells an approval or a payment once per subject on this phone', () => {
    const { point } = spies();
    reportEventOnce(1, 'approved', 'app-1');
    reportEventOnce(1, 'approved', 'app-1');
    reportEventOnce(1, 'repayment', 'pay-1');
    reportEventOnce(1, 'approved', 'app-2');
    expect(point.mock.calls).toEqual([
      [1, { event: 'approved' }],
      [1, { event: 'repayment' }],
      [1, { event: 'approved' }],
    ]);
    expect(JSON.parse(localStorage.getItem(EVENTS_REPORTED_KEY)!)).toEqual({
      approved: 'app-2',
      repayment: 'pay-1',
    });
    reportEventOnce(null, 'approved', 'app-3');
    expect(point).toHaveBeenCalledTimes(3);
  });

  it('survives a damaged record of what was told', () => {
    const { point } = spies();
    localStorage.setItem(EVENTS_REPORTED_KEY, '{not json');
    reportEventOnce(1, 'approved', 'app-1');
    expect(point).toHaveBeenCalledTimes(1);
  });
});
