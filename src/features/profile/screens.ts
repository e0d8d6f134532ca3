/*
 * The profile route screens, behind one lazy import: the router needs one loader (and one preload
 * list in the first-load entry) for the whole application flow instead of nine.
 */
export { default as identityInfo } from './identity-screen';
export { default as baseInfo } from './base-info-screen';
export { default as baseInfo2 } from './base-info2-screen';
export { default as addressInfo } from './address-screen';
export { default as workInfo } from './work-screen';
export { default as contact } from './contact-screen';
export { default as bankInfo } from './bank-screen';
export { default as bankName } from './bank-name-screen';
export { default as changeBank } from './change-bank-screen';
