import { STAFF_ROLE_NAMES } from '@contract/desk/roles';
import type { StaffRoleName } from '@contract/desk/roles';

export const STAFF_ROLES = STAFF_ROLE_NAMES;
export type StaffRole = StaffRoleName;
