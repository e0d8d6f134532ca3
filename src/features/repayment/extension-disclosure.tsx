import { useIntl } from 'react-intl';
import type { ExtensionDisclosureView } from '@contract/loan/repayment';
import { formatManilaDay, formatPercent, formatPesos } from '@/lib/loan/loan-format';
import { CheckboxField } from '@/ui/checkbox-field';
import { ExtensionPrice, type ExtensionPriceFigures } from '@/ui/dues/extension-price';
import { Facts } from '@/ui/facts';
import { extensionMessages as m } from './extension-messages';

type Props = {
  number: number;
  maxExtensions: number;
  /** What extending costs today, line by line (the loan's dues, docs/loans.md#extension-price). */
  price: ExtensionPriceFigures;
  disclosure: ExtensionDisclosureView;
  /** What paying in full costs today, for the side-by-side. */
  fullCentavos: number;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  agreementError?: string;
};

/**
 * An extension is a renewal: its own disclosure statement, read and agreed before paying
 * (docs/loans.md#extensions), and what it costs beside paying in full today.
 */
export function ExtensionDisclosure(props: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const { disclosure: d } = props;
  return (
    <>
      <section className="card stack" aria-labelledby="extension-title">
        <h2 id="extension-title">{t(m.title)}</h2>
        <p className="page__lead">{t(m.lead)}</p>
        <p className="field__hint">
          {t(m.number, { number: props.number, max: props.maxExtensions })}
        </p>
        <ExtensionPrice price={props.price} />
        <Facts
          rows={[
            [t(m.principal), pesos(d.principalCentavos)],
            [t(m.days), t(m.daysValue, { days: d.days })],
            [t(m.newDueDate), formatManilaDay(intl, d.newDueDate)],
            [t(m.financeCharge), pesos(d.financeChargeCentavos)],
            [t(m.eir), formatPercent(intl, d.eirPerMonth)],
          ]}
        />
        <CheckboxField
          checked={props.agreed}
          onCheckedChange={props.onAgreedChange}
          error={props.agreementError}
        >
          {t(m.agree)}
        </CheckboxField>
      </section>
      <CompareCosts {...props} />
    </>
  );
}

function CompareCosts({ price, disclosure, fullCentavos }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const later = disclosure.repaymentAtDueCentavos;
  return (
    <section className="card" aria-labelledby="compare-title">
      <h2 id="compare-title">{t(m.compareTitle)}</h2>
      <table className="compare">
        <caption className="visually-hidden">{t(m.compareCaption)}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t(m.compareFull)}</th>
            <th scope="col">{t(m.compareExtend)}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t(m.compareToday)}</th>
            <td>{pesos(fullCentavos)}</td>
            <td>{pesos(price.payCentavos)}</td>
          </tr>
          <tr>
            <th scope="row">{t(m.compareLater)}</th>
            <td>{t(m.compareNothing)}</td>
            <td>
              {t(m.compareByDate, {
                amount: pesos(later),
                date: formatManilaDay(intl, disclosure.newDueDate),
              })}
            </td>
          </tr>
          <tr>
            <th scope="row">{t(m.compareAltogether)}</th>
            <td>
              <strong>{pesos(fullCentavos)}</strong>
            </td>
            <td>
              <strong>{pesos(disclosure.totalCentavos)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
