import type { Copy } from './profile-api';

/**
 * Pesos as the app writes them (formatPesos, src/lib/loan/loan-format.ts) in the copy's language:
 * the peso sign and two decimals, or whole pesos where a screen shows round figures.
 */
export const pesos = (copy: Copy, centavos: number, { whole = false } = {}): string =>
  copy.intl.formatNumber(centavos / 100, {
    style: 'currency',
    currency: 'PHP',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
