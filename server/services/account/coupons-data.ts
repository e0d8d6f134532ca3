import { eraseUnusedCoupons, exportRows } from '../../repositories/personal-data.ts';
import type { PersonalDataPart } from './personal-data.ts';

/** Coupons (docs/coupons.md): a coupon a loan or payment used stays with its ledger. */
export const couponsPart: PersonalDataPart = {
  name: 'coupons',
  tables: { erased: ['coupons'], kept: [] },
  export: (db, customerId) => exportRows(db, 'coupons', customerId),
  erase: (tx, customerId) => eraseUnusedCoupons(tx, customerId),
};
