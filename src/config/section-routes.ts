import type { Section } from '@contract/profile/sections';
import { PATHS } from '@/config/paths';

/** The screen of each section; the face step is the second part of the identity screen. */
export const SECTION_ROUTES: Record<Section, string> = {
  basic: PATHS.baseInfo,
  basic2: PATHS.baseInfo2,
  address: PATHS.addressInfo,
  work: PATHS.workInfo,
  contacts: PATHS.contact,
  identity: PATHS.identityInfo,
  bank: PATHS.bankInfo,
  face: `${PATHS.identityInfo}?step=face`,
};

/** Where to take the borrower to fix one field: the section's screen with `field` to focus. */
export function fieldRoute(section: Section, field: string): string {
  const route = SECTION_ROUTES[section];
  return `${route}${route.includes('?') ? '&' : '?'}field=${encodeURIComponent(field)}`;
}
