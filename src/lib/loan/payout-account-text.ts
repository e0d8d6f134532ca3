import type { IntlShape } from 'react-intl';
import type { PayoutAccountView } from '@contract/loan/api';
import { findPayee } from '@contract/profile/payout-channels';
import { loanMessages as m } from './loan-messages';

// Apart from loan-format.ts: the payee list goes with the signed-in screens' chunk, and
// loan-format also serves the signed-out Android notice, which would then load that chunk
// (docs/architecture.md#chunks).

/** The bank, e-wallet or remittance shop of a payout account, by name. */
export const payeeName = (account: PayoutAccountView): string =>
  findPayee(account.channel, account.payeeCode)?.name ?? account.payeeCode;

/** Where the money goes, masked: the payee and the account's last four digits, or cash pick-up. */
export function payoutAccountText(intl: IntlShape, account: PayoutAccountView): string {
  const payee = payeeName(account);
  return account.accountLast4 === null
    ? intl.formatMessage(m.accountCash, { payee, holder: account.holderName })
    : intl.formatMessage(m.accountEnding, { payee, last4: account.accountLast4 });
}
