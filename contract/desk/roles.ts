/**
 * The desk's five roles (docs/desk.md#roles), without zod: the desk's screens list them and the
 * server checks them. What each allows is the server's (server/domain/desk/roles.ts).
 */
export const STAFF_ROLE_NAMES = ['reviewer', 'collections', 'finance', 'care', 'admin'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];
