import type { CompanyFacts } from './company-facts';
import { LegalDocument } from './legal-document';
import type { LegalDocumentContent } from './legal-document';
import { privacyMessages as m } from './privacy-messages';
import { privacyProtectionMessages as p } from './privacy-messages-protection';

const content: LegalDocumentContent = {
  title: m.title,
  effectiveDate: m.effectiveDate,
  company: [m.operator, m.secRegistration, m.certificateOfAuthority],
  sections: [
    { heading: m.introHeading, blocks: [m.introWho, m.introLaw, m.introAgree, m.introAge] },
    {
      heading: m.collectHeading,
      blocks: [
        m.collectIntro,
        {
          list: [
            m.collectMobile,
            m.collectPersonal,
            m.collectAddress,
            m.collectId,
            m.collectFace,
            m.collectWork,
            m.collectContacts,
            m.collectBank,
            m.collectLoans,
            m.collectDevice,
            m.collectTechnical,
          ],
        },
        m.collectSensitive,
      ],
    },
    {
      heading: m.neverHeading,
      blocks: [{ list: [m.neverContacts, m.neverGallery, m.neverSocial] }, m.neverPermissions],
    },
    {
      heading: m.useHeading,
      blocks: [
        m.useIntro,
        {
          list: [
            m.useAccount,
            m.useVerify,
            m.useAssess,
            m.useLoan,
            m.useMessages,
            m.useCollect,
            m.useSupport,
            m.useOffers,
            m.useLegal,
            m.useImprove,
          ],
        },
        m.useBasis,
        m.useAutomated,
        m.useAutomatedRights,
      ],
    },
    { heading: m.contactsHeading, blocks: [m.contactsChoose, m.contactsUse, m.contactsRights] },
    {
      heading: p.shareHeading,
      blocks: [
        p.shareIntro,
        {
          list: [
            p.sharePayments,
            p.shareSms,
            p.shareIdentity,
            p.shareCredit,
            p.shareAnalytics,
            p.shareHosting,
            p.shareGovernment,
          ],
        },
        p.shareAbroad,
      ],
    },
    { heading: p.creditHeading, blocks: [p.creditSubmit, p.creditEffect] },
    { heading: p.collectionHeading, blocks: [p.collectionBody] },
    {
      heading: p.retentionHeading,
      blocks: [p.retentionActive, p.retentionLegal, p.retentionDevice],
    },
    {
      heading: p.securityHeading,
      blocks: [
        p.securityIntro,
        { list: [p.securityTransit, p.securityAccess, p.securityTokens] },
        p.securityBreach,
        p.securityOtp,
      ],
    },
    {
      heading: p.rightsHeading,
      blocks: [
        p.rightsIntro,
        {
          list: [
            p.rightsInformed,
            p.rightsAccess,
            p.rightsObject,
            p.rightsErasure,
            p.rightsRectification,
            p.rightsPortability,
            p.rightsDamages,
            p.rightsComplaint,
          ],
        },
        p.rightsHow,
        p.rightsLimits,
      ],
    },
    { heading: p.deleteHeading, blocks: [p.deleteHow, p.deleteEffect] },
    { heading: p.changesHeading, blocks: [p.changesBody] },
    {
      heading: p.contactHeading,
      blocks: [{ list: [p.contactDpo, p.contactHotline, p.contactCompany] }],
    },
  ],
};

/** The Privacy Policy (route /privacy, no login needed), in the reader's language. */
export function PrivacyPolicy({ company }: { company: CompanyFacts }) {
  return <LegalDocument content={content} company={company} />;
}
