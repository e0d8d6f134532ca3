/* Test-only helpers for the profile screens: a profile answer, a fake /api, a route probe. */
import type { ReactElement } from 'react';
import type { ProfileView } from '@contract/profile/api';
import type { PublicData } from '@/lib/core/core-slice';
import english from '@/lang/en.json';
import { renderRoute } from '../../../../tests/support/fake-api';

export const CUSTOMER_ID = 'c-1';
/** The signed-in borrower (same as contract/profile/test-kit REGISTERED_PHONE). */
export const REGISTERED_PHONE = '+639171234567';

export const CORE: { publicData: PublicData } = {
  publicData: {
    customerId: CUSTOMER_ID,
    token: 't',
    phone_number: REGISTERED_PHONE,
    app_type: null,
  },
};

export function profileView(patch: Partial<ProfileView> = {}): ProfileView {
  return {
    sections: {
      basic: null,
      basic2: null,
      address: null,
      work: null,
      contacts: null,
      identity: null,
      bank: null,
    },
    photos: { idDocument: null, face: null },
    completed: [],
    nextSection: 'basic',
    editable: true,
    canChangeBank: false,
    payoutFailed: false,
    status: 'incomplete',
    application: null,
    ...patch,
  };
}

export { fakeApi } from '../../../../tests/support/fake-api';

/**
 * The English catalogue: validation texts are looked up by id in the loaded messages (they are
 * not bundled as descriptors), so screens showing errors need it, as the app has it.
 */
export const EN_MESSAGES: Record<string, string> = english;

/** Renders a screen at its route, with every other route showing the probe. */
export function renderScreen(
  path: string,
  screen: ReactElement,
  options: { route?: string; core?: typeof CORE } = {},
) {
  return renderRoute(path, screen, {
    route: options.route,
    core: options.core ?? CORE,
    messages: EN_MESSAGES,
  });
}
