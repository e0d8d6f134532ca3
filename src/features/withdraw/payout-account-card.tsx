import { useIntl } from 'react-intl';
import type { PayoutAccountView } from '@contract/loan/api';
import { payeeName } from '@/lib/loan/payout-account-text';
import { withdrawMessages } from './withdraw-messages';

/** Where the money goes, masked as the server sends it: name of the bank or wallet, last 4. */
export function PayoutAccountCard({ account }: { account: PayoutAccountView | null }) {
  const intl = useIntl();
  if (!account) {
    return (
      <section className="card" aria-labelledby="withdraw-account">
        <h2 id="withdraw-account">{intl.formatMessage(withdrawMessages.accountTitle)}</h2>
        <p>{intl.formatMessage(withdrawMessages.noAccount)}</p>
      </section>
    );
  }
  const payee = payeeName(account);
  return (
    <section className="card" aria-labelledby="withdraw-account">
      <h2 id="withdraw-account">{intl.formatMessage(withdrawMessages.accountTitle)}</h2>
      <p className="withdraw-account__number">
        {account.accountLast4 === null
          ? intl.formatMessage(withdrawMessages.accountCash, { payee })
          : intl.formatMessage(withdrawMessages.accountNumber, {
              payee,
              last4: account.accountLast4,
            })}
      </p>
      <p className="withdraw-account__holder">
        {intl.formatMessage(withdrawMessages.accountHolder, { name: account.holderName })}
      </p>
    </section>
  );
}
