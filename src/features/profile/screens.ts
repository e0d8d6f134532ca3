/*
 * The profile route screens, behind one lazy import: the router needs one loader (and one preload
 * list in the first-load entry) for the whole application flow instead of nine.
 *
 * The export names are the route names the router asks for (src/app/route-table.ts); everything
 * behind them is named after the contract's sections (contract/profile/sections.ts): one folder
 * per section, and shared/ for what the steps share (page frame, progress, section form, API).
 */
export { default as identityInfo } from './identity/identity-screen';
export { default as baseInfo } from './basic/basic-screen';
export { default as baseInfo2 } from './basic2/basic2-screen';
export { default as addressInfo } from './address/address-screen';
export { default as workInfo } from './work/work-screen';
export { default as contact } from './contacts/contacts-screen';
export { default as bankInfo } from './bank/bank-screen';
export { default as bankName } from './bank/bank-name-screen';
export { default as changeBank } from './bank/change-bank-screen';
export { default as myProfile } from './details/details-screen';
