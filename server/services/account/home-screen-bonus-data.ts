import { eraseHomeScreenBonus, exportRows } from '../../repositories/personal-data.ts';
import type { PersonalDataPart } from './personal-data.ts';

/**
 * The add-to-home-screen bonus (docs/coupons.md#home-screen-bonus): when it was granted, from
 * which signal, its coupon and ceiling. Personal (it is about this borrower's use of the app) and
 * needed by no record the law keeps: erased with the account, before the coupons it names. A
 * deleted account's phone signs in again as a new customer, who may earn the bonus again.
 */
export const homeScreenBonusPart: PersonalDataPart = {
  name: 'homeScreenBonus',
  tables: { erased: ['home_screen_bonuses'], kept: [] },
  export: (db, customerId) => exportRows(db, 'home_screen_bonuses', customerId),
  erase: (tx, customerId) => eraseHomeScreenBonus(tx, customerId),
};
