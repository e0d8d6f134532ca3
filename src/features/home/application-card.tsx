import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CorrectionReason, ProfileStatusView } from '@contract/profile/api';
import { STAGES, stageOf } from '@contract/profile/sections';
import { SECTION_ROUTES, fieldRoute } from '@/config/section-routes';
import type { ApiError } from '@contract/error-codes';
import { toApiError } from '@/lib/api/api-error';
import { selectPublicData } from '@/lib/core/core-slice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { manilaDate } from '@contract/calendar';
import { Button } from '@/ui/button';
import { useSubmitApplicationMutation } from '@/lib/api/application-api';
import { homeMessages } from './home-messages';
import { RefusalCard } from './refusal-card';

/** The application's steps as home's "How it works" names them. */
const STAGE_NAMES = [
  homeMessages.step1,
  homeMessages.step2,
  homeMessages.step3,
  homeMessages.step4,
];

/**
 * The apply home's main card: what the borrower's application needs or what was decided. Approved
 * borrowers see the loan home instead (loan-home.tsx).
 */
/** What each correction asks, on home. */
const CORRECTION_TEXTS: Record<CorrectionReason, (typeof homeMessages)[keyof typeof homeMessages]> =
  {
    identityPhoto: homeMessages.correctionIdentityPhoto,
    authInfo: homeMessages.correctionAuthInfo,
    facePhoto: homeMessages.correctionFacePhoto,
    bankInfo: homeMessages.correctionBankInfo,
  };

export function ApplicationCard({ view }: { view: ProfileStatusView }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [submitApplication, submitting] = useSubmitApplicationMutation();
  const { customerId, token } = useAppSelector(selectPublicData);
  const dispatch = useAppDispatch();
  const [waiting, setWaiting] = useState(false);
  // Steps saved without a network go first: the decision must see what the borrower typed.
  const submit = async () => {
    // The outbox's code only for this tap (docs/first-paint.md#home). Where it cannot load
    // (offline before the service worker had it), any saves waiting in it cannot go either: the
    // decision must not go without them, so the borrower is told the network is needed.
    const outbox = await import('@/lib/outbox/outbox').catch(() => null);
    const left = outbox ? await outbox.sendWaiting({ customerId, token }, dispatch) : true;
    setWaiting(left);
    if (!left) await submitApplication();
  };
  const { application } = view;
  const t = (message: (typeof homeMessages)[keyof typeof homeMessages], values = {}) =>
    intl.formatMessage(message, values);

  const card = (title: string, body: React.ReactNode, action?: React.ReactNode) => (
    <section className="card" aria-labelledby="application-title">
      <h2 id="application-title">{title}</h2>
      {body}
      {action}
    </section>
  );

  switch (view.status) {
    case 'underReview':
      return card(t(homeMessages.reviewTitle), <p>{t(homeMessages.reviewBody)}</p>);
    case 'approved':
      // Home shows the loan home (loan-home.tsx) instead of this card.
      return null;
    case 'rejected':
      // From the reapply date on, the borrower may apply again: the submit card below.
      if (application?.reapplyOn && application.reapplyOn <= manilaDate()) break;
      return (
        <RefusalCard
          reapplyOn={application?.reapplyOn ?? null}
          reason={application?.refusalReason ?? null}
        />
      );
    case 'needsCorrection': {
      // Corrected (nothing left to fill): the submit card below sends the application again.
      if (view.nextSection === null) break;
      const correction = application?.correction;
      return card(
        t(homeMessages.correctionTitle),
        <p>{t(CORRECTION_TEXTS[correction?.reason ?? 'authInfo'])}</p>,
        correction ? (
          <Link
            className="button button--block"
            to={fieldRoute(correction.section, correction.field)}
          >
            {t(homeMessages.fixNow)}
          </Link>
        ) : null,
      );
    }
    default:
      break;
  }

  // Incomplete: start, continue, or submit once every step is done.
  if (view.nextSection === null) {
    const error: ApiError | null = waiting
      ? { code: 'NETWORK_ABNORMAL', message: 'saved steps still waiting to be sent' }
      : toApiError(submitting.error);
    return card(
      t(homeMessages.submitTitle),
      <p>{t(homeMessages.submitBody)}</p>,
      <div className="stack">
        {error ? (
          <p className="field__error" role="alert">
            {errorText(error)}
          </p>
        ) : null}
        <Button
          block
          busy={submitting.isLoading}
          disabled={submitting.isLoading}
          onClick={() => void submit()}
        >
          {t(homeMessages.submit)}
        </Button>
        <Link className="button button--secondary button--block" to={SECTION_ROUTES.basic}>
          {t(homeMessages.reviewDetails)}
        </Link>
      </div>,
    );
  }
  if (view.completedCount > 0) {
    // Counted as the application screens' stepper counts (docs/profile.md#stages), not in
    // sections: "Step 2 of 4" on both.
    const stage = stageOf(view.nextSection);
    return card(
      t(homeMessages.continueTitle),
      <p>
        {t(homeMessages.continueStep, {
          stage,
          total: STAGES.length,
          name: t(STAGE_NAMES[stage - 1]!),
        })}
      </p>,
      <Link className="button button--block" to={SECTION_ROUTES[view.nextSection]}>
        {t(homeMessages.continue)}
      </Link>,
    );
  }
  return card(
    t(homeMessages.applyTitle),
    <p>{t(homeMessages.applyBody)}</p>,
    <Link className="button button--block" to={SECTION_ROUTES[view.nextSection]}>
      {t(homeMessages.apply)}
    </Link>,
  );
}
