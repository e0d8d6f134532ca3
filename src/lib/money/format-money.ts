import type { IntlShape } from 'react-intl';

/**
 * Pesos for display from integer centavos (DECISIONS §1), in the borrower's locale: ₱10,000.00.
 * Whole amounts may drop the centavos where a screen shows round figures such as a credit limit.
 */
export function formatPesos(
  intl: IntlShape,
  centavos: number,
  { whole = false }: { whole?: boolean } = {},
): string {
  return intl.formatNumber(centavos / 100, {
    style: 'currency',
    currency: 'PHP',
    // Hindi would print "PHP 5,000.00": the borrower knows the peso by its sign.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}
