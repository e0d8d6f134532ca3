import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProductView } from '@contract/loan/api';
import { amountRange } from '@contract/loan/amounts';
import { formatPercent } from '@/lib/loan/loan-format';
import { formatRange, productName } from './loan-format';
import { loanHomeMessages as m } from './loan-home-messages';

/** A loan product: the amounts this borrower may take, its terms and rate, and what to do. */
export function ProductCard({
  product,
  quotaCentavos,
  children,
}: {
  product: ProductView;
  quotaCentavos: number | null;
  /** The action: the withdraw button, why it is not offered, or a link to the product's home. */
  children: ReactNode;
}) {
  const intl = useIntl();
  // The borrower's own range; without a quota that reaches the minimum, the product's.
  const range = amountRange(product, quotaCentavos ?? 0) ?? {
    min: product.minAmountCentavos,
    max: product.maxAmountCentavos,
  };
  const titleId = `product-${product.id}`;
  const rate = formatPercent(intl, product.dailyInterestPpm / 1_000_000);
  return (
    <section className={`card product product--${product.line}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{productName(intl, product)}</h2>
      <dl className="facts">
        <dt>{intl.formatMessage(m.amountLabel)}</dt>
        <dd>{formatRange(intl, range.min, range.max)}</dd>
        <dt>{intl.formatMessage(m.termLabel)}</dt>
        <dd>
          {intl.formatMessage(m.terms, {
            terms: intl.formatList(product.terms.map(String), { type: 'disjunction' }),
          })}
        </dd>
        <dt>{intl.formatMessage(m.interestLabel)}</dt>
        <dd>{intl.formatMessage(m.interestPerDay, { rate })}</dd>
      </dl>
      <div className="product__action">{children}</div>
    </section>
  );
}
