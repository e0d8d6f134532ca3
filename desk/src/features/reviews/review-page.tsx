import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { formatPesos } from '@/lib/loan/loan-format';
import { problemText } from '../../api/desk-api';
import { manilaDateTime } from '../../ui/date-time';
import { Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { TableRegion } from '../../ui/table-region';
import { codeWords } from '../../ui/words';
import { useReviewQuery } from './api';
import { DecisionForm } from './decision-form';
import { reviewText as t } from './messages';
import { PhotoViewer } from './photo-viewer';
import { MATCH_WORDS, REVIEW_REASON_WORDS } from './reason-words';
import { RevealReasonField, RevealValue } from './reveal';

/**
 * One application as a reviewer sees it (docs/desk.md#review-queue): who, where, work, contacts and
 * payout account with personal data masked, the two photos side by side, the matches with other
 * borrowers and the scorecard, then the decision. Opening the page is a look the server logs.
 */
export function ReviewPage() {
  const intl = useIntl();
  const { applicationId = '' } = useParams();
  const review = useReviewQuery(applicationId, { refetchOnMountOrArgChange: true });
  const [recorded, setRecorded] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const d = review.data;
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value ?? intl.formatMessage(t.none_)}</dd>
    </div>
  );

  if (!d) {
    return (
      <>
        <Link className="back" to="/reviews">
          {intl.formatMessage(t.back)}
        </Link>
        {review.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
        <Problem>{problemText(review.error, intl.formatMessage(common.offline))}</Problem>
      </>
    );
  }
  const id = d.application.id;
  const waiting = d.application.status === 'underReview' && d.application.queuedAt !== null;

  return (
    <>
      <Link className="back" to="/reviews">
        {intl.formatMessage(t.back)}
      </Link>
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage(t.title, { customer: d.customer.id })}
      </h1>
      <p role="status">{recorded}</p>
      <dl className="facts">
        {row(intl.formatMessage(t.status), codeWords(d.application.status))}
        {row(intl.formatMessage(t.submitted), manilaDateTime(intl, d.application.submittedAt))}
        {row(
          intl.formatMessage(t.why),
          d.application.reasons.map((r) => intl.formatMessage(REVIEW_REASON_WORDS[r])).join(', ') ||
            null,
        )}
        {d.application.decidedAt
          ? row(
              intl.formatMessage(t.decidedLabel),
              intl.formatMessage(t.decidedBy, {
                when: manilaDateTime(intl, d.application.decidedAt),
                who: d.application.decidedBy ?? codeWords(d.application.decisionSource ?? ''),
              }),
            )
          : null}
      </dl>

      <RevealReasonField>
        <h2>{intl.formatMessage(t.person)}</h2>
        <dl className="facts">
          {row(intl.formatMessage(t.name), d.person?.fullName)}
          {d.person
            ? row(intl.formatMessage(t.birthDate), `${d.person.birthDate} (${d.person.age})`)
            : null}
          {d.person ? row(intl.formatMessage(t.gender), codeWords(d.person.gender)) : null}
          {d.person
            ? row(intl.formatMessage(t.maritalStatus), codeWords(d.person.maritalStatus))
            : null}
          {d.person ? row(intl.formatMessage(t.education), codeWords(d.person.education)) : null}
          {d.person
            ? row(intl.formatMessage(t.loanPurpose), codeWords(d.person.loanPurpose))
            : null}
          {row(
            intl.formatMessage(t.phone),
            <RevealValue
              applicationId={id}
              field="phone"
              masked={d.customer.phoneMasked}
              what={t.whatPhone}
            />,
          )}
          {row(
            intl.formatMessage(t.email),
            d.person?.emailMasked ? (
              <RevealValue
                applicationId={id}
                field="email"
                masked={d.person.emailMasked}
                what={t.whatEmail}
              />
            ) : null,
          )}
          {row(intl.formatMessage(t.customerSince), manilaDateTime(intl, d.customer.since))}
          {row(intl.formatMessage(t.address), d.address)}
        </dl>

        <h2>{intl.formatMessage(t.work)}</h2>
        <dl className="facts">
          {Object.entries(d.work ?? {}).map(([key, value]) => (
            <div key={key}>
              <dt>{codeWords(key)}</dt>
              <dd>
                {key === 'companyPhone' ? (
                  <RevealValue
                    applicationId={id}
                    field="companyPhone"
                    masked={value}
                    what={t.whatCompanyPhone}
                  />
                ) : /^[a-z][A-Za-z0-9]*$/.test(value) ? (
                  codeWords(value)
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>

        <h2>{intl.formatMessage(t.contacts)}</h2>
        <ul className="plain">
          {d.contacts.map((contact, index) => (
            <li key={index}>
              {contact.nameMasked} · {contact.phoneMasked} · {codeWords(contact.relation)}
            </li>
          ))}
        </ul>
        {d.contacts.length > 0 ? (
          <RevealValue applicationId={id} field="contacts" masked="" what={t.whatContacts} />
        ) : null}

        <h2>{intl.formatMessage(t.identity)}</h2>
        <dl className="facts">
          {row(intl.formatMessage(t.idType), d.identity ? codeWords(d.identity.idType) : null)}
          {row(
            intl.formatMessage(t.idNumber),
            d.identity ? (
              <>
                <RevealValue
                  applicationId={id}
                  field="idNumber"
                  masked={d.identity.idNumberMasked}
                  what={t.whatIdNumber}
                />
                <span className={d.identity.followsRule ? 'hint' : 'error'}>
                  {intl.formatMessage(t.followsRule, { ok: String(d.identity.followsRule) })}
                </span>
              </>
            ) : null,
          )}
        </dl>

        <h2>{intl.formatMessage(t.photos)}</h2>
        <div className="photos">
          <PhotoViewer applicationId={id} kind="idDocument" info={d.photos.idDocument} />
          <PhotoViewer applicationId={id} kind="face" info={d.photos.face} />
        </div>

        <h2>{intl.formatMessage(t.payout)}</h2>
        <dl className="facts">
          {row(intl.formatMessage(t.channel), d.payout ? codeWords(d.payout.channel) : null)}
          {row(intl.formatMessage(t.payee), d.payout?.payeeName || null)}
          {row(
            intl.formatMessage(t.account),
            d.payout?.accountMasked ? (
              <RevealValue
                applicationId={id}
                field="account"
                masked={d.payout.accountMasked}
                what={t.whatAccount}
              />
            ) : null,
          )}
          {row(intl.formatMessage(t.holder), d.payout?.holderName || null)}
          {d.payout
            ? row(intl.formatMessage(t.savedAt), manilaDateTime(intl, d.payout.savedAt))
            : null}
        </dl>
      </RevealReasonField>

      <h2>{intl.formatMessage(t.matches)}</h2>
      {d.matches.length === 0 ? (
        <p>{intl.formatMessage(t.noMatches)}</p>
      ) : (
        <TableRegion label={intl.formatMessage(t.matches)}>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(t.kind)}</th>
                <th scope="col">{intl.formatMessage(t.otherCustomer)}</th>
              </tr>
            </thead>
            <tbody>
              {d.matches.map((match) => (
                <tr key={`${match.kind}-${match.customerId}`}>
                  <td>{intl.formatMessage(MATCH_WORDS[match.kind])}</td>
                  <td>{match.customerId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}

      <h2>{intl.formatMessage(t.scorecard)}</h2>
      {d.scorecard ? (
        <>
          <p>
            {intl.formatMessage(t.total, {
              total: d.scorecard.total,
              approveAt: d.scorecard.approveAt,
            })}
          </p>
          <dl className="facts">
            {Object.entries(d.scorecard.points).map(([key, points]) => (
              <div key={key}>
                <dt>{codeWords(key)}</dt>
                <dd>{points}</dd>
              </div>
            ))}
          </dl>
          {d.scorecard.knockouts.length > 0 ? (
            <p className="error">
              {intl.formatMessage(t.knockouts, {
                list: d.scorecard.knockouts.map(codeWords).join(', '),
              })}
            </p>
          ) : null}
          {d.scorecard.quotaCentavos ? (
            <p>
              {intl.formatMessage(t.scoreQuota, {
                quota: formatPesos(intl, d.scorecard.quotaCentavos, { whole: true }),
              })}
            </p>
          ) : null}
        </>
      ) : null}

      {d.earlier.length > 0 ? (
        <>
          <h2>{intl.formatMessage(t.earlier)}</h2>
          <ul className="plain">
            {d.earlier.map((e) => (
              <li key={e.id}>
                {manilaDateTime(intl, e.submittedAt)} · {codeWords(e.status)}
                {e.correctionReason ? ` (${codeWords(e.correctionReason)})` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h2>{intl.formatMessage(t.decision)}</h2>
      {waiting ? (
        <DecisionForm
          detail={d}
          onDecided={(status) => {
            setRecorded(intl.formatMessage(t.recorded, { status: codeWords(status) }));
            heading.current?.focus();
          }}
        />
      ) : (
        <p>{intl.formatMessage(t.decided)}</p>
      )}
    </>
  );
}
