import { FormattedMessage } from 'react-intl';
import { useHydrated } from '@/lib/use-hydrated';
import { uiMessages } from './ui-messages';

export type CompanyIdentity = {
  proName: string;
  corporateName: string;
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
};

/** SEC MC 19 s.2019: the lender's name and numbers, conspicuous, with the disclosure advice. */
export function CompanyFooter({ company }: { company: CompanyIdentity | undefined }) {
  // The config may arrive before a lazy part of a prerendered page hydrates; it shows right after.
  const hydrated = useHydrated();
  if (!company || !hydrated) return null;
  return (
    <footer className="company">
      <p>
        <FormattedMessage
          {...uiMessages.corporateName}
          values={{ proName: company.proName, corporateName: company.corporateName }}
        />
      </p>
      <p>
        <FormattedMessage
          {...uiMessages.secRegistration}
          values={{ number: company.secRegistrationNo }}
        />
      </p>
      <p>
        <FormattedMessage
          {...uiMessages.certificateOfAuthority}
          values={{ number: company.certificateOfAuthorityNo }}
        />
      </p>
      <p>
        <FormattedMessage {...uiMessages.readDisclosure} />
      </p>
    </footer>
  );
}
