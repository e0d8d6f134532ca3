import { useIntl } from 'react-intl';
import type { DueAmountsView } from '@contract/loan/dues';
import { formatPesos } from '@/lib/loan/loan-format';
import { Facts, type FactRow } from '../facts';
import { duesMessages as m } from './dues-messages';

/**
 * What a figure of the dues is made of, each charge by its one name (docs/glossary.md). The late
 * charge shows only when there is one: a loan paid on time never meets the word.
 */
export function DueAmounts({ amounts }: { amounts: DueAmountsView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const rows: FactRow[] = [
    [t(m.principal), pesos(amounts.principalCentavos)],
    [t(m.interest), pesos(amounts.interestCentavos)],
    [t(m.fees), pesos(amounts.feesCentavos)],
    ...(amounts.lateChargeCentavos > 0
      ? [[t(m.lateCharge), pesos(amounts.lateChargeCentavos)] as FactRow]
      : []),
    [t(m.total), pesos(amounts.totalCentavos), true],
  ];
  return <Facts rows={rows} />;
}
