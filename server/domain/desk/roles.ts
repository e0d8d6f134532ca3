/**
 * The desk's roles and what each may do (docs/desk.md#roles). Every desk endpoint names one
 * permission and the server checks it; a person may hold several roles, and holds the union.
 */
import { STAFF_ROLE_NAMES } from '../../../contract/desk/auth.ts';

export const STAFF_ROLES = STAFF_ROLE_NAMES;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  // Every signed-in staff member: their own account, the today page.
  'desk.self',
  'desk.today',
  'applications.read',
  'applications.decide',
  'collections.read',
  'collections.contact',
  'payouts.read',
  'payouts.act',
  'payments.read',
  'payments.act',
  'care.read',
  'care.act',
  'borrowers.read',
  'staff.manage',
  'audit.read',
  'jobs.manage',
  'settings.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYONE: readonly Permission[] = ['desk.self', 'desk.today'];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  reviewer: ['applications.read', 'applications.decide', 'borrowers.read'],
  collections: ['collections.read', 'collections.contact', 'borrowers.read'],
  finance: ['payouts.read', 'payouts.act', 'payments.read', 'payments.act', 'borrowers.read'],
  care: ['care.read', 'care.act', 'borrowers.read'],
  admin: ['staff.manage', 'audit.read', 'jobs.manage', 'settings.manage'],
};

/** What someone holding `roles` may do. */
export function permissionsOf(roles: readonly StaffRole[]): Set<Permission> {
  return new Set([...EVERYONE, ...roles.flatMap((role) => ROLE_PERMISSIONS[role])]);
}

export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  return permissionsOf(roles).has(permission);
}

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);
