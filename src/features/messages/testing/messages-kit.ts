/* Test-only: message answers as the server gives them. */
import type { ActivityItem, NotifyItem } from '@contract/messages/api';

export const CUSTOMER_ID = 'c_7MZQ4K2XH9TB3WRE';
export const SIGNED_IN = {
  publicData: {
    customerId: CUSTOMER_ID,
    token: 't',
    phone_number: '+639171234567',
    app_type: null,
  },
};
export const ORDER_ID = '7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60';

export function notifyItem(patch: Partial<NotifyItem> = {}): NotifyItem {
  return {
    id: '0b6f3a8e-1111-4c2d-8e9f-aaaaaaaaaaaa',
    tab: 'notify',
    kind: 'applicationApproved',
    titleKey: 'message.applicationApproved.title',
    bodyKey: 'message.applicationApproved.body',
    params: { applicationId: 'x', quotaCentavos: 650_000 },
    // 16:30 UTC on 1 March is 2 March in Manila.
    createdAt: '2026-03-01T16:30:00.000Z',
    readAt: null,
    link: { route: '/homeIndex' },
    ...patch,
  };
}

export function activityItem(patch: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: 'a-typhoon-hours',
    tab: 'activity',
    announcementKind: 'notice',
    title: 'Typhoon hours',
    body: 'Customer service closes early today.\nStay safe.',
    createdAt: '2026-03-05T00:00:00.000Z',
    readAt: null,
    link: null,
    ...patch,
  };
}
