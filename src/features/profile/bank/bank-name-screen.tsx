import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAYEES_BY_CHANNEL, type Payee } from '@contract/profile/payout-channels';
import { selectPublicData } from '@/lib/core/core-slice';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { useAppSelector } from '@/app/hooks';
import { useGetProfileQuery } from '../shared/api';
import { bankNameMessages } from './bank-name-messages';
import { bankFormPath, readBankNameParams } from './bank-name-route';
import {
  bankDraftKey,
  bankFromSaved,
  CODE_FIELD,
  emptyBank,
  putPayee,
  readBankDraft,
} from './bank-values';
import { profileMessages } from '../shared/profile-messages';
import { useProfileContext } from '../shared/use-profile-context';
import { withProfileMessages } from '../shared/with-profile-messages';
import '../shared/profile.css';

const TITLES = {
  bank: bankNameMessages.titleBank,
  ewallet: bankNameMessages.titleEwallet,
  remittance: bankNameMessages.titleRemittance,
};

/** Letters and digits only, without accents or case: "land bank" finds LANDBANK. */
const squash = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

const matches = (payee: Payee, query: string) =>
  squash(payee.name).includes(squash(query)) || payee.code.toLowerCase() === squash(query);

/**
 * /bankName: the banks, e-wallets or remittance shops of one channel, filtered as the borrower
 * types. A choice goes into the form's IndexedDB draft (`profile:<customerId>:bank`, or
 * `:changeBank`), so it survives a reload, then the borrower returns to the form.
 */
function BankNameScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { channel, purpose } = readBankNameParams(new URLSearchParams(location.search));
  const { customerId } = useAppSelector(selectPublicData);
  const { rules, registeredPhone } = useProfileContext();
  const profile = useGetProfileQuery();
  const saved = profile.data?.sections.bank ?? null;
  const key = bankDraftKey(customerId, purpose);
  const [query, setQuery] = useState('');
  const [draftCode, setDraftCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void readBankDraft(key).then((draft) => {
      if (active && draft) setDraftCode(draft[CODE_FIELD[channel]] ?? '');
    });
    return () => {
      active = false;
    };
  }, [key, channel]);
  const current = draftCode ?? (saved?.channel === channel ? saved.payeeCode : '');

  const payees = PAYEES_BY_CHANNEL[channel];
  const shown = useMemo(() => payees.filter((payee) => matches(payee, query)), [payees, query]);

  // Back to the form: the entry it came from when it opened this list, else a fresh one.
  const returnToForm = () => {
    if ((location.state as { returnBack?: boolean } | null)?.returnBack) navigate(-1);
    else navigate(bankFormPath(purpose), { replace: true });
  };

  const choose = async (code: string) => {
    if (busy) return;
    setBusy(true);
    const empty = emptyBank(registeredPhone, rules.phoneFirstDigits);
    await putPayee(key, channel, code, saved ? bankFromSaved(saved, empty) : empty);
    returnToForm();
  };

  return (
    <main className="page profile">
      <header className="page__header">
        <Button variant="text" onClick={returnToForm}>
          {intl.formatMessage(profileMessages.back)}
        </Button>
      </header>
      <h1 className="page__title">{intl.formatMessage(TITLES[channel])}</h1>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter with one match left chooses it.
          if (shown.length === 1 && shown[0]) void choose(shown[0].code);
        }}
      >
        <TextField
          id="field-payeeSearch"
          type="search"
          label={intl.formatMessage(bankNameMessages.search)}
          value={query}
          onValueChange={setQuery}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={40}
        />
      </form>
      <p className="visually-hidden" role="status">
        {intl.formatMessage(bankNameMessages.count, { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="notice">{intl.formatMessage(bankNameMessages.noMatch, { query })}</p>
      ) : (
        <ul className="payee-list">
          {shown.map((payee) => {
            const chosen = payee.code === current;
            return (
              <li key={payee.code}>
                <button
                  type="button"
                  className={`payee-list__option${chosen ? ' payee-list__option--chosen' : ''}`}
                  aria-current={chosen ? 'true' : undefined}
                  disabled={busy}
                  onClick={() => void choose(payee.code)}
                >
                  <span>{payee.name}</span>
                  {chosen ? (
                    <span className="payee-list__chosen">
                      {intl.formatMessage(bankNameMessages.chosen)}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}

export default withProfileMessages(BankNameScreen);
