import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '@contract/error-codes';
import { PATHS } from '@/config/paths';
import { toApiError } from '@/lib/api/api-error';
import { selectAppType, selectPublicData } from '@/lib/core/core-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { nativeBridge, reportEvent } from '@/platform/bridge';
import { askDeviceInfo } from './shell-device';
import { Button } from '@/ui/button';
import { useTapLock } from '@/ui/use-tap-lock';
import { useAppSelector } from '@/app/hooks';
import { useSignWithdrawalMutation } from './api';
import { FlowPage, FlowProblem } from './flow-page';
import { flowMessages } from './flow-messages';
import {
  clearChoice,
  clearQuoteRecord,
  readQuoteRecord,
  withdrawPathFor,
  type QuoteRecord,
} from './flow-storage';
import { signMessages } from './sign-messages';
import { SignaturePadField, type SignatureHandle } from './signature-pad-field';

/** Refusals after which signing this quote again cannot succeed. */
const NEW_FIGURES = new Set<ApiError['code']>(['QUOTE_STALE', 'NOT_FOUND']);
const BLOCKED = new Set<ApiError['code']>([
  'ORDER_IN_PROGRESS',
  'OUTSTANDING_REPAYMENT',
  'NOT_APPROVED',
]);

type Signing = NonNullable<QuoteRecord['signing']>;

function SignForm({
  quoteId,
  record,
}: {
  quoteId: string;
  record: QuoteRecord & { signing: Signing };
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const appType = useAppSelector(selectAppType);
  const { customerId } = useAppSelector(selectPublicData);
  const [signWithdrawal, signing] = useSignWithdrawalMutation();
  const pad = useRef<SignatureHandle>(null);
  const [hasInk, setHasInk] = useState(false);
  const [problem, setProblem] = useState<ApiError | null>(null);

  const submit = useTapLock(async () => {
    if (!hasInk || !pad.current) return;
    setProblem(null);
    // A money action never waits for the network (docs/offline.md#never-queued): offline, nothing
    // is sent later.
    if (!navigator.onLine) {
      setProblem({ code: 'NETWORK_ABNORMAL', message: 'offline' });
      return;
    }
    const { language, documentHashes, agreed } = record.signing;
    // In the shell, its device details go with the signed record (docs/bridge.md#replies).
    const shell = await askDeviceInfo(appType);
    const result = await signWithdrawal({
      quoteId,
      language,
      documentHashes,
      agreed,
      signaturePng: pad.current.toPng(),
      device: {
        appType,
        screen: `${window.screen.width}x${window.screen.height}`,
        ...(shell ? { shell } : {}),
      },
    });
    if (result.data) {
      const order = result.data;
      // The shell may close the web view or show its own screen; a browser ignores it.
      void nativeBridge.signSuccess(appType, { orderId: order.id, orderNo: order.orderNo });
      // Then the shell's loan screen and the withdrawal event (docs/bridge.md#flows).
      void nativeBridge.goMyLoan(appType);
      reportEvent(appType, 'withdrawal');
      clearQuoteRecord(quoteId);
      if (record.productId) clearChoice(customerId, record.productId);
      navigate(`${PATHS.order}?order=${encodeURIComponent(order.id)}`, { replace: true });
      return;
    }
    const error = toApiError(result.error) ?? { code: 'INTERNAL', message: 'no answer' };
    if (error.code === 'AGREEMENT_REQUIRED') {
      navigate(`${PATHS.loanDocuments}?quote=${encodeURIComponent(quoteId)}`, {
        replace: true,
        state: { agreementRequired: true },
      });
      return;
    }
    setProblem(error);
  });

  if (problem && NEW_FIGURES.has(problem.code)) {
    return (
      <FlowProblem
        text={errorText(problem)}
        action={
          <Button
            block
            onClick={() => {
              const path = withdrawPathFor(quoteId);
              clearQuoteRecord(quoteId);
              navigate(path, { replace: true });
            }}
          >
            {intl.formatMessage(flowMessages.reviewNewFigures)}
          </Button>
        }
      />
    );
  }
  if (problem && BLOCKED.has(problem.code)) {
    return (
      <FlowProblem
        text={errorText(problem)}
        action={
          <Link className="button button--block" to={PATHS.home} replace>
            {intl.formatMessage(flowMessages.goHome)}
          </Link>
        }
      />
    );
  }
  const unreadable = problem?.code === 'VALIDATION_FAILED' && problem.field === 'signaturePng';
  return (
    <>
      <SignaturePadField handle={pad} onInkChange={setHasInk} disabled={signing.isLoading} />
      {problem ? (
        <p className="field__error" role="alert">
          {unreadable ? intl.formatMessage(signMessages.unreadable) : errorText(problem)}
        </p>
      ) : null}
      {hasInk ? null : (
        <p id="sign-draw-first" className="field__hint">
          {intl.formatMessage(signMessages.drawFirst)}
        </p>
      )}
      <Button
        block
        disabled={!hasInk || signing.isLoading}
        busy={signing.isLoading}
        aria-describedby={hasInk ? undefined : 'sign-draw-first'}
        onClick={submit}
      >
        {intl.formatMessage(signing.isLoading ? signMessages.signing : signMessages.sign)}
      </Button>
    </>
  );
}

/**
 * /sign?quote=<id>: the borrower signs what /loan showed and they agreed to; the order is created
 * and its page opens. Without the agreements of /loan (another tab, a bookmark) it goes there.
 */
function SignScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const quoteId = new URLSearchParams(location.search).get('quote');
  const [record] = useState(() => (quoteId ? readQuoteRecord(quoteId) : null));

  if (quoteId && !record?.signing) {
    return <Navigate to={`${PATHS.loanDocuments}?quote=${encodeURIComponent(quoteId)}`} replace />;
  }
  return (
    <FlowPage
      title={intl.formatMessage(signMessages.title)}
      lead={intl.formatMessage(signMessages.lead)}
      backTo={quoteId ? `${PATHS.loanDocuments}?quote=${encodeURIComponent(quoteId)}` : PATHS.home}
    >
      {quoteId && record?.signing ? (
        <SignForm quoteId={quoteId} record={{ ...record, signing: record.signing }} />
      ) : (
        <FlowProblem
          text={intl.formatMessage(flowMessages.noQuote)}
          action={
            <Button block onClick={() => navigate(PATHS.allWithdraw, { replace: true })}>
              {intl.formatMessage(flowMessages.chooseLoan)}
            </Button>
          }
        />
      )}
    </FlowPage>
  );
}

export default withMessagesBundle('screens', SignScreen);
