import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LoanHomeView, ProductView } from '@contract/loan/api';
import type { ApiError } from '@contract/error-codes';
import { PATHS } from '@/config/paths';
import { toApiError } from '@/lib/api/api-error';
import { selectPublicData } from '@/lib/core/core-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { formatPesos } from '@/lib/loan/loan-format';
import { Button } from '@/ui/button';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { useAppSelector } from '@/app/hooks';
import { AmountChooser } from './amount-chooser';
import { amountRange, type AmountRange } from '@contract/loan/amounts';
import { resolveChoice } from './amount-steps';
import { useGetLoanHomeQuery } from '@/lib/api/loan-api';
import { CouponChoice } from './coupon-choice';
import { FlowPage, FlowProblem } from './flow-page';
import { flowMessages } from './flow-messages';
import { readChoice, writeChoice, writeQuoteRecord, type WithdrawChoice } from './flow-storage';
import { PayoutAccountCard } from './payout-account-card';
import { QuoteBreakdown } from './quote-breakdown';
import { QuoteSummary } from './quote-summary';
import { useLiveQuote } from './use-live-quote';
import { withdrawMessages } from './withdraw-messages';

/** Refusals that mean the offer itself changed (quota, an open loan): it is read again. */
const OFFER_CHANGED = new Set<ApiError['code']>([
  'OVER_QUOTA',
  'NOT_APPROVED',
  'ORDER_IN_PROGRESS',
  'OUTSTANDING_REPAYMENT',
  'NOT_FOUND',
]);
/** Failures worth simply trying again. */
const TRANSIENT = new Set<ApiError['code']>([
  'NETWORK_ABNORMAL',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'TOO_FREQUENT',
]);

type OfferProps = {
  view: LoanHomeView;
  product: ProductView;
  range: AmountRange;
  refetchOffer: () => void;
  /** ?coupon=<id> from the coupon list's Use (docs/coupons.md#use-button). */
  wantedCoupon: string | null;
};

/** The choice (kept in the tab's session across a reload), its live figures and Continue. */
function OfferForm({ view, product, range, refetchOffer, wantedCoupon }: OfferProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { customerId } = useAppSelector(selectPublicData);
  const [choice, setChoice] = useState<WithdrawChoice>(() => {
    const kept = readChoice(customerId, product.id);
    // The coupon the borrower chose to use comes preselected, if it is one they can apply here.
    return wantedCoupon && view.coupons.some((coupon) => coupon.id === wantedCoupon)
      ? { ...kept, couponId: wantedCoupon }
      : kept;
  });
  const [couponError, setCouponError] = useState<ApiError | null>(null);
  const resolved = resolveChoice(choice, product, range, view.coupons);
  const update = (patch: Partial<WithdrawChoice>) => {
    const next = { ...resolved, ...patch };
    setChoice(next);
    writeChoice(customerId, product.id, next);
  };

  const live = useLiveQuote({ productId: product.id, ...resolved }, (error) => {
    if (error.code === 'COUPON_UNAVAILABLE') {
      setCouponError(error);
      update({ couponId: null });
      refetchOffer();
    } else if (OFFER_CHANGED.has(error.code)) refetchOffer();
  });
  const { quote } = live;
  // A refused coupon is said at the coupons; any other problem stands where the figures would.
  const problem = live.error && live.error.code !== 'COUPON_UNAVAILABLE' ? live.error : null;

  const next = () => {
    if (!quote) return;
    writeQuoteRecord(quote.id, { productId: product.id });
    navigate(`${PATHS.loanDocuments}?quote=${encodeURIComponent(quote.id)}`);
  };

  return (
    <>
      <AmountChooser
        range={range}
        value={resolved.amountCentavos}
        onChange={(amountCentavos) => update({ amountCentavos })}
      />
      <div className="card">
        <SegmentedChoice
          legend={intl.formatMessage(withdrawMessages.termLegend)}
          options={product.terms.map((days) => ({
            value: String(days),
            label: intl.formatMessage(withdrawMessages.days, { days }),
          }))}
          value={String(resolved.termDays)}
          onChange={(days) => update({ termDays: Number(days) })}
        />
      </div>
      {view.coupons.length > 0 || couponError ? (
        <CouponChoice
          coupons={view.coupons}
          value={resolved.couponId}
          onChange={(couponId) => {
            setCouponError(null);
            update({ couponId });
          }}
          error={couponError ? errorText(couponError) : undefined}
        />
      ) : null}
      <PayoutAccountCard account={view.payoutAccount} />
      <section className="card" aria-labelledby="withdraw-breakdown" aria-busy={live.updating}>
        <h2 id="withdraw-breakdown">{intl.formatMessage(withdrawMessages.breakdownTitle)}</h2>
        {/* Not a live region: the summary below announces the new figures once they are in. */}
        <p className="breakdown__status">
          {live.updating ? intl.formatMessage(withdrawMessages.updating) : ''}
        </p>
        {live.shown && !problem ? (
          <QuoteBreakdown quote={live.shown} updating={live.updating} />
        ) : null}
        <p className="withdraw-credited">{intl.formatMessage(withdrawMessages.credited)}</p>
      </section>
      <QuoteSummary quote={problem ? null : live.shown} updating={live.updating}>
        {problem ? (
          <FlowProblem
            text={errorText(problem)}
            action={
              TRANSIENT.has(problem.code) ? (
                <Button variant="secondary" onClick={live.retry}>
                  {intl.formatMessage(flowMessages.retry)}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        <Button block disabled={!quote || !view.payoutAccount} onClick={next}>
          {intl.formatMessage(withdrawMessages.continue)}
        </Button>
      </QuoteSummary>
    </>
  );
}

/** The product asked for (?product=<id>), else the main line. */
function chosenProduct(view: LoanHomeView, search: string): ProductView | undefined {
  const wanted = new URLSearchParams(search).get('product');
  return (
    view.products.find((product) => product.id === wanted) ??
    view.products.find((product) => product.line === 'main') ??
    view.products[0]
  );
}

/**
 * /allWithdraw: amount within the borrower's limit, term, a withdrawal coupon, where the money
 * goes and the server's figures, live. A refusal the server would give (not approved, a loan
 * open) is shown instead, with the way home. Nothing here runs or waits offline.
 */
function WithdrawScreen() {
  const intl = useIntl();
  const location = useLocation();
  const errorText = useErrorText();
  const offer = useGetLoanHomeQuery(undefined, { refetchOnMountOrArgChange: true });
  const view = offer.data;
  const product = view ? chosenProduct(view, location.search) : undefined;
  const homeLink = (
    <Link className="button button--secondary button--block" to={PATHS.home}>
      {intl.formatMessage(flowMessages.goHome)}
    </Link>
  );

  let content;
  if (!view) {
    const error = toApiError(offer.error);
    content = error ? (
      <FlowProblem
        title={intl.formatMessage(withdrawMessages.loadFailed)}
        text={errorText(error)}
        action={
          <Button variant="secondary" onClick={() => void offer.refetch()}>
            {intl.formatMessage(flowMessages.retry)}
          </Button>
        }
      />
    ) : (
      <p role="status">{intl.formatMessage(flowMessages.loading)}</p>
    );
  } else if (view.blockedBy) {
    content = (
      <FlowProblem
        title={intl.formatMessage(withdrawMessages.blockedTitle)}
        text={errorText({ code: view.blockedBy, message: view.blockedBy })}
        action={
          <div className="stack">
            {view.currentOrder ? (
              <Link
                className="button button--block"
                to={`${PATHS.order}?order=${encodeURIComponent(view.currentOrder.id)}`}
              >
                {intl.formatMessage(withdrawMessages.viewLoan)}
              </Link>
            ) : null}
            {homeLink}
          </div>
        }
      />
    );
  } else {
    const range =
      product && view.quotaCentavos !== null ? amountRange(product, view.quotaCentavos) : null;
    content =
      product && range ? (
        <OfferForm
          key={product.id}
          view={view}
          product={product}
          range={range}
          refetchOffer={() => void offer.refetch()}
          wantedCoupon={new URLSearchParams(location.search).get('coupon')}
        />
      ) : (
        <FlowProblem
          text={intl.formatMessage(withdrawMessages.belowMinimum, {
            min: formatPesos(intl, product?.minAmountCentavos ?? 0, { whole: true }),
            quota: formatPesos(intl, view.quotaCentavos ?? 0, { whole: true }),
          })}
          action={homeLink}
        />
      );
  }

  return (
    <FlowPage
      title={intl.formatMessage(withdrawMessages.title)}
      lead={intl.formatMessage(withdrawMessages.lead)}
    >
      {content}
    </FlowPage>
  );
}

export default withMessagesBundle('screens', WithdrawScreen);
