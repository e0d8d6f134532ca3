import type { PayoutAccountView } from '../../../contract/loan/api.ts';
import { findPayee } from '../../../contract/profile/payout-channels.ts';
import type { AddressInfo, BankDetails, BasicInfo } from '../../../contract/profile/schemas.ts';
import type { Db } from '../../db/db.ts';
import { placeNames } from '../../lib/places.ts';
import { listSections } from '../../repositories/profiles.ts';

/** The borrower as the documents name them. */
export interface BorrowerDetails {
  fullName: string;
  address: string;
  phone: string;
}

export const joinNames = (...names: (string | undefined | null)[]): string =>
  names
    .map((name) => name?.trim())
    .filter(Boolean)
    .join(' ');

export function fullAddress(address: AddressInfo): string {
  const place = placeNames(address);
  const parts = place
    ? [address.address, place.barangay, place.city, place.province]
    : [address.address];
  return `${parts.join(', ')} ${address.postalCode}`;
}

/** Masked: the full account number never leaves the server. */
export function payoutAccountView(bank: BankDetails): PayoutAccountView {
  return {
    channel: bank.channel,
    payeeCode: bank.payeeCode,
    accountLast4: bank.channel === 'remittance' || !bank.account ? null : bank.account.slice(-4),
    holderName: joinNames(bank.firstName, bank.middleName, bank.lastName),
  };
}

export const payeeName = (bank: BankDetails): string =>
  findPayee(bank.channel, bank.payeeCode)?.name ?? bank.payeeCode;

/**
 * What the loan documents and the order need from the profile. The sections are locked while the
 * application is approved, so these do not change between the documents shown and the signature.
 */
export async function readBorrower(
  db: Db,
  customerId: string,
  phone: string,
): Promise<{ borrower: BorrowerDetails; bank: BankDetails | null }> {
  const rows = await listSections(db, customerId);
  const data = (section: string) => rows.find((row) => row.section === section)?.data;
  const basic = data('basic') as BasicInfo | undefined;
  const address = data('address') as AddressInfo | undefined;
  return {
    borrower: {
      fullName: basic ? joinNames(basic.firstName, basic.middleName, basic.lastName) : '',
      address: address ? fullAddress(address) : '',
      phone,
    },
    bank: (data('bank') as BankDetails | undefined) ?? null,
  };
}
