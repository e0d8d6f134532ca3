import type {
  RevealField,
  ReviewDecisionRequest,
  ReviewDetail,
  ReviewListItem,
} from '../../../contract/desk/review.ts';
import { ID_TYPE_RULES } from '../../../contract/profile/id-types.ts';
import { findPayee } from '../../../contract/profile/payout-channels.ts';
import { ageOn } from '../../../contract/profile/rules.ts';
import type {
  AddressInfo,
  BankDetails,
  BasicInfo,
  IdentityInfo,
} from '../../../contract/profile/schemas.ts';
import type { PhotoKind } from '../../../contract/profile/api.ts';
import { addDays, manilaDate } from '../../../contract/calendar.ts';
import type { Db } from '../../db/db.ts';
import type { AuditNote } from '../../domain/desk/audit-note.ts';
import {
  initials,
  maskEmail,
  maskMobile,
  maskName,
  maskTailOf,
} from '../../domain/desk/masking.ts';
import type { ScorecardResult } from '../../domain/scorecard.ts';
import { AppError } from '../../errors.ts';
import { decideApplication, lockUnderReview } from '../../repositories/applications.ts';
import type { Decision } from '../../repositories/applications.ts';
import { listSections } from '../../repositories/profiles.ts';
import {
  REVIEW_LIST_LIMIT,
  earlierApplications,
  findMatches,
  findReviewedApplication,
  listReviewQueue,
} from '../../repositories/review-queue.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import { CORRECTIONS } from '../../domain/corrections.ts';
import { createDecisionEffects } from '../decision-effects.ts';
import type { ServiceDeps } from '../deps.ts';
import { fullAddress, joinNames, payeeName } from '../orders/borrower-details.ts';
import type { PhotoService } from '../photo-service.ts';
import { currentPhotoViews } from '../photo-service.ts';

/** The employer's number in the work section: masked like every phone (docs/desk.md#privacy). */
const COMPANY_PHONE = 'companyPhone';
/** Whole pesos: a reviewer's quota is typed in pesos. */
const QUOTA_STEP_CENTAVOS = 100;
/** The latest a refusal may set the next application (Manila days from today). */
const LATEST_REAPPLY_DAYS = 365;

interface Sections {
  basic?: BasicInfo;
  address?: AddressInfo;
  work?: Record<string, unknown>;
  contacts?: { contacts: { name: string; phone: string; relation: string }[] };
  identity?: IdentityInfo;
  bank?: BankDetails;
  bankSavedAt?: Date;
  basic2?: { email?: string };
}

async function readSections(db: Db, customerId: string): Promise<Sections> {
  const rows = await listSections(db, customerId);
  const out: Record<string, unknown> = {};
  for (const row of rows) out[row.section] = row.data;
  const bank = rows.find((row) => row.section === 'bank');
  return { ...(out as Sections), ...(bank ? { bankSavedAt: bank.savedAt } : {}) };
}

const notWaiting = () =>
  new AppError('NOT_FOUND', 'No application with that id waits for a decision.');

/**
 * The review queue (docs/desk.md#review-queue): what waits, what a reviewer sees of it (masked,
 * every look in the audit trail), a full value or a photo for a typed reason, and the decisions,
 * which reach the borrower exactly as the scorecard's do.
 */
export function createReviewDesk(deps: ServiceDeps, photos: PhotoService) {
  const { db, config, now } = deps;
  const { scorecard: card, reapplyDays } = config.creditDecision;
  const announce = createDecisionEffects(deps);

  /** What an approval may give: up to what the score gave (the minimum below it); none after a knock-out. */
  function quotaBounds(result: ScorecardResult | null): ReviewDetail['quotaBounds'] {
    if (!result || result.knockouts.length > 0) return null;
    const min = card.quota.minCentavos;
    const max = result.decision === 'approved' && result.quotaCentavos ? result.quotaCentavos : min;
    return { minCentavos: min, maxCentavos: max, stepCentavos: QUOTA_STEP_CENTAVOS };
  }

  async function reviewed(id: string) {
    const application = await findReviewedApplication(db, id);
    if (!application || application.deleted) {
      throw new AppError('NOT_FOUND', 'No application with that id.');
    }
    return application;
  }

  return {
    async list(): Promise<{ applications: ReviewListItem[]; more: boolean }> {
      const rows = await listReviewQueue(db, REVIEW_LIST_LIMIT);
      return {
        applications: rows.slice(0, REVIEW_LIST_LIMIT).map((row) => ({
          applicationId: row.applicationId,
          customerId: row.publicId,
          initials: initials(row.basic?.firstName, row.basic?.lastName),
          phoneMasked: maskMobile(row.phone),
          submittedAt: row.submittedAt.toISOString(),
          queuedAt: row.queuedAt.toISOString(),
          reasons: row.reasons,
          score: typeof row.scorecard?.total === 'number' ? row.scorecard.total : null,
          approveAt: typeof row.scorecard?.approveAt === 'number' ? row.scorecard.approveAt : null,
        })),
        more: rows.length > REVIEW_LIST_LIMIT,
      };
    },

    /** One application as a reviewer sees it; the look is in the audit trail before it is shown. */
    async detail(id: string, audit: AuditNote): Promise<ReviewDetail> {
      const a = await reviewed(id);
      const at = now();
      const today = manilaDate(at);
      const s = await readSections(db, a.customerId);
      const result = (a.scorecard ?? null) as ScorecardResult | null;
      const [photoViews, matches, earlier] = await Promise.all([
        currentPhotoViews(db, a.customerId),
        findMatches(db, a.customerId),
        earlierApplications(db, a.customerId, a.id),
      ]);
      const photo = (kind: PhotoKind) => {
        const view = photoViews[kind];
        return view
          ? { uploadedAt: view.uploadedAt, width: view.width, height: view.height }
          : null;
      };
      await insertAuditEntry(db, { ...audit, at });
      return {
        application: {
          id: a.id,
          status: a.status,
          submittedAt: a.submittedAt.toISOString(),
          queuedAt: a.queuedAt?.toISOString() ?? null,
          reasons: a.reasons ?? [],
          decidedAt: a.decidedAt?.toISOString() ?? null,
          decisionSource: a.decisionSource,
          decidedBy: a.decidedByName,
        },
        customer: {
          id: a.publicId,
          phoneMasked: maskMobile(a.phone),
          since: a.customerSince.toISOString(),
        },
        person: s.basic
          ? {
              fullName: joinNames(s.basic.firstName, s.basic.middleName, s.basic.lastName),
              birthDate: s.basic.birthDate,
              age: ageOn(s.basic.birthDate, today),
              gender: s.basic.gender,
              maritalStatus: s.basic.maritalStatus,
              education: s.basic.education,
              loanPurpose: s.basic.loanPurpose,
              emailMasked: s.basic2?.email ? maskEmail(s.basic2.email) : null,
            }
          : null,
        address: s.address ? fullAddress(s.address) : null,
        work: s.work
          ? Object.fromEntries(
              Object.entries(s.work).map(([key, value]) => [
                key,
                key === COMPANY_PHONE ? maskTailOf(String(value)) : String(value),
              ]),
            )
          : null,
        contacts: (s.contacts?.contacts ?? []).map((contact) => ({
          nameMasked: maskName(contact.name),
          phoneMasked: maskMobile(contact.phone),
          relation: contact.relation,
        })),
        identity: s.identity
          ? {
              idType: s.identity.idType,
              idNumberMasked: maskTailOf(s.identity.idNumber),
              followsRule: ID_TYPE_RULES[s.identity.idType].pattern.test(s.identity.idNumber),
            }
          : null,
        payout: s.bank
          ? {
              channel: s.bank.channel,
              payeeName: findPayee(s.bank.channel, s.bank.payeeCode) ? payeeName(s.bank) : '',
              accountMasked: s.bank.account ? maskTailOf(s.bank.account) : null,
              holderName: joinNames(s.bank.firstName, s.bank.middleName, s.bank.lastName),
              savedAt: (s.bankSavedAt ?? at).toISOString(),
            }
          : null,
        photos: { idDocument: photo('idDocument'), face: photo('face') },
        matches: matches.map((match) => ({ kind: match.kind, customerId: match.publicId })),
        scorecard: result
          ? {
              total: result.total,
              approveAt: result.approveAt,
              points: result.points,
              knockouts: result.knockouts,
              quotaCentavos: result.quotaCentavos,
            }
          : null,
        quotaBounds: quotaBounds(result),
        reapply: {
          defaultOn: addDays(today, reapplyDays),
          latestOn: addDays(today, LATEST_REAPPLY_DAYS),
        },
        earlier: earlier.map((e) => ({
          id: e.id,
          status: e.status,
          submittedAt: e.submittedAt.toISOString(),
          decidedAt: e.decidedAt?.toISOString() ?? null,
          correctionReason: e.correctionReason,
        })),
      };
    },

    /** A full value for a typed reason (audit.reason); the entry is written before it is shown. */
    async reveal(id: string, field: RevealField, audit: AuditNote): Promise<string> {
      const a = await reviewed(id);
      const s = await readSections(db, a.customerId);
      const value = (() => {
        switch (field) {
          case 'idNumber':
            return s.identity?.idNumber;
          case 'phone':
            return a.phone;
          case 'account':
            return s.bank?.account || undefined;
          case 'email':
            return s.basic2?.email;
          case 'companyPhone': {
            const phone = s.work?.[COMPANY_PHONE];
            return typeof phone === 'string' && phone ? phone : undefined;
          }
          case 'contacts':
            return s.contacts?.contacts
              .map((contact) => `${contact.name} · ${contact.phone}`)
              .join('\n');
        }
      })();
      if (!value) throw new AppError('NOT_FOUND', 'The application has no such value.');
      await insertAuditEntry(db, { ...audit, at: now() });
      return value;
    },

    /** A photo's bytes for a typed reason, logged like any reveal. */
    async photo(id: string, kind: PhotoKind, audit: AuditNote): Promise<Buffer> {
      const a = await reviewed(id);
      const bytes = await photos.download(a.customerId, kind);
      if (!bytes) throw new AppError('NOT_FOUND', 'The application has no such photo.');
      await insertAuditEntry(db, { ...audit, at: now() });
      return bytes;
    },

    /**
     * A reviewer's decision on an application waiting for one, with the same effects as the
     * scorecard's (message, SMS, welcome coupon) and its audit entry, in one transaction.
     */
    async decide(
      staffId: string,
      id: string,
      request: ReviewDecisionRequest,
      audit: AuditNote,
    ): Promise<{ applicationId: string; status: Decision['status'] }> {
      return db.transaction(async (tx) => {
        const application = await lockUnderReview(tx, id, true);
        if (!application) throw notWaiting();
        const at = now();
        const today = manilaDate(at);
        const stored = await findReviewedApplication(tx, id);
        let decision: Decision;
        switch (request.decision) {
          case 'approve': {
            const bounds = quotaBounds((stored?.scorecard ?? null) as ScorecardResult | null);
            if (!bounds) {
              throw new AppError(
                'VALIDATION_FAILED',
                'A knocked-out application is not approved.',
                {
                  field: 'decision',
                },
              );
            }
            const quota = request.quotaCentavos;
            if (
              quota < bounds.minCentavos ||
              quota > bounds.maxCentavos ||
              quota % bounds.stepCentavos !== 0
            ) {
              throw new AppError(
                'VALIDATION_FAILED',
                'The quota is outside what the score allows.',
                {
                  field: 'quotaCentavos',
                },
              );
            }
            decision = { status: 'approved', quotaCentavos: quota };
            break;
          }
          case 'refuse': {
            const reapplyOn = request.reapplyOn ?? addDays(today, reapplyDays);
            if (reapplyOn <= today || reapplyOn > addDays(today, LATEST_REAPPLY_DAYS)) {
              throw new AppError(
                'VALIDATION_FAILED',
                `The date to apply again must be after today and within ${LATEST_REAPPLY_DAYS} days.`,
                { field: 'reapplyOn' },
              );
            }
            decision = { status: 'rejected', reapplyOn, refusalReason: request.reason };
            break;
          }
          case 'correct':
            decision = { status: 'needsCorrection', correction: CORRECTIONS[request.reason] };
            break;
        }
        const decided = await decideApplication(tx, {
          id,
          decision,
          at,
          source: 'staff',
          decidedBy: staffId,
        });
        if (!decided) throw notWaiting();
        await announce(tx, application, decision, at);
        await insertAuditEntry(tx, {
          ...audit,
          at,
          detail: {
            ...audit.detail,
            decision: decision.status,
            ...(decision.status === 'approved' ? { quotaCentavos: decision.quotaCentavos } : {}),
            ...(decision.status === 'rejected'
              ? { reason: decision.refusalReason, reapplyOn: decision.reapplyOn }
              : {}),
            ...(decision.status === 'needsCorrection'
              ? { reason: decision.correction.reason }
              : {}),
            ...(request.note ? { note: request.note } : {}),
          },
        });
        return { applicationId: id, status: decision.status };
      });
    },
  };
}

export type ReviewDesk = ReturnType<typeof createReviewDesk>;
