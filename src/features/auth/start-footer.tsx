import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { CompanyFooter } from '@/ui/company-footer';
import { useAppSelector } from '@/app/hooks';
import SessionEndedNotice from './session-ended-notice';

/**
 * What /start loads after first paint: the lender's identity under the form, with the server
 * config, or (`notice`) the "session ended" notice above it when the server ended the session
 * (`showLoginPopup`, docs/navigation.md#core-store). One lazy module for both keeps the first
 * load small.
 */
export default function StartFooter({ notice }: { notice?: boolean }) {
  return notice ? <SessionNoticeSlot /> : <Footer />;
}

function Footer() {
  const { data: config } = useGetPublicConfigQuery();
  return <CompanyFooter company={config} />;
}

function SessionNoticeSlot() {
  const show = useAppSelector((state) => state.core.showLoginPopup);
  return show ? <SessionEndedNotice /> : null;
}
