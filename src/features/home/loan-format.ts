import type { IntlShape } from 'react-intl';
import type { ProductView } from '@contract/loan/api';
import { formatPesos } from '@/lib/loan/loan-format';
import { loanHomeMessages as m } from './loan-home-messages';

export const productName = (intl: IntlShape, product: ProductView): string =>
  intl.formatMessage(product.line === 'main' ? m.productMain : m.productSub);

export const formatRange = (intl: IntlShape, min: number, max: number): string =>
  intl.formatMessage(m.amountRange, {
    min: formatPesos(intl, min, { whole: true }),
    max: formatPesos(intl, max, { whole: true }),
  });
