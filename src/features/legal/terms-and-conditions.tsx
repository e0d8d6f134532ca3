import type { CompanyFacts } from './company-facts';
import { LegalDocument } from './legal-document';
import type { LegalDocumentContent } from './legal-document';
import { termsMessages as m } from './terms-messages';
import { termsRepaymentMessages as r } from './terms-messages-repayment';

const content: LegalDocumentContent = {
  title: m.title,
  effectiveDate: m.effectiveDate,
  company: [m.operator, m.secRegistration, m.certificateOfAuthority],
  notice: m.readFirst,
  sections: [
    { heading: m.aboutHeading, blocks: [m.aboutAgree, m.aboutLoanDocs] },
    {
      heading: m.eligibilityHeading,
      blocks: [
        m.eligibilityIntro,
        {
          list: [
            m.eligibilityAge,
            m.eligibilityPhone,
            m.eligibilityId,
            m.eligibilityAccount,
            m.eligibilityTruth,
          ],
        },
        m.eligibilityNoGuarantee,
      ],
    },
    { heading: m.accountHeading, blocks: [m.accountLogin, m.accountLost, m.accountMessages] },
    {
      heading: m.applyHeading,
      blocks: [m.applySteps, m.applyDecision, m.applyLimit, m.applyOneLoan, m.applyFalse],
    },
    {
      heading: m.kfsHeading,
      blocks: [
        m.kfsIntro,
        { list: [m.kfsAmount, m.kfsCharges, m.kfsNet, m.kfsFinance, m.kfsEir, m.kfsSchedule] },
        m.kfsSign,
        m.kfsCopy,
      ],
    },
    {
      heading: m.costHeading,
      blocks: [
        m.costParts,
        m.costCapsIntro,
        { list: [m.costCapNominal, m.costCapEir, m.costCapPenalty, m.costCapTotal] },
        m.costNoHidden,
      ],
    },
    { heading: r.payoutHeading, blocks: [r.payoutSend, r.payoutFail, r.payoutCancel] },
    {
      heading: r.repayHeading,
      blocks: [
        r.repayDue,
        r.repayExact,
        r.repayStatus,
        r.repayOrder,
        r.repayEarly,
        r.repayExtend,
        r.repayExtendKfs,
      ],
    },
    {
      heading: r.lateHeading,
      blocks: [
        r.latePenalty,
        r.lateCredit,
        r.lateHelp,
        r.collectionIntro,
        {
          list: [
            r.collectionViolence,
            r.collectionLanguage,
            r.collectionDisclose,
            r.collectionContactList,
            r.collectionFalse,
            r.collectionHours,
          ],
        },
        r.collectionReport,
      ],
    },
    { heading: r.couponsHeading, blocks: [r.couponsUse, r.couponsOnce] },
    {
      heading: r.dutiesHeading,
      blocks: [
        r.dutiesIntro,
        { list: [r.dutiesTrue, r.dutiesOwn, r.dutiesSecurity, r.dutiesRepay] },
        r.dutiesBreach,
      ],
    },
    {
      heading: r.supportHeading,
      blocks: [r.supportContact, r.supportTrack, r.supportEscalate],
    },
    { heading: r.changesHeading, blocks: [r.changesTerms, r.changesClose, r.changesLaw] },
  ],
};

/** The Terms and Conditions (route /conditionalTerms, no login needed), in the reader's language. */
export function TermsAndConditions({ company }: { company: CompanyFacts }) {
  return <LegalDocument content={content} company={company} />;
}
