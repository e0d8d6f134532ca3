import { createAction } from '@reduxjs/toolkit';

/** The server refused the stored token (revoked or idle too long). Handled like a sign-out. */
export const sessionExpired = createAction('core/sessionExpired');
