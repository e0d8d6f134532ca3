/**
 * The performance mark the start services leave once this run's launch check for the home-screen
 * bonus is done, a report (if any) sent (docs/coupons.md#home-screen-bonus): the e2e tests wait
 * on it before they count reports.
 */
export const LAUNCH_CHECKED_MARK = 'sulong:launch-checked';
