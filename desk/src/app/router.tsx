import { createHashRouter, Navigate } from 'react-router-dom';
import { AuditPage } from '../features/audit/audit-page';
import { AccountPage } from '../features/auth/account-page';
import { ApprovalsPage } from '../features/approvals/approvals-page';
import { CollectionPage } from '../features/collections/collection-page';
import { CollectionsPage } from '../features/collections/collections-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { PayoutPage } from '../features/payouts/payout-page';
import { PayoutsPage } from '../features/payouts/payouts-page';
import { ReviewPage } from '../features/reviews/review-page';
import { ReviewQueuePage } from '../features/reviews/review-queue-page';
import { SettingsPage } from '../features/settings/settings-page';
import { BorrowerPage } from '../features/borrowers/borrower-page';
import { BorrowerSearchPage } from '../features/borrowers/borrower-search-page';
import { TodayPage } from '../features/today/today-page';
import { EnrolRoute } from '../features/auth/enrol-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { StaffDetailPage } from '../features/staff/staff-detail-page';
import { StaffPage } from '../features/staff/staff-page';
import { SignedInLayout } from './signed-in-layout';

/**
 * Hash routes, like the borrower's app: the server serves one document at /desk/, and the
 * command line's enrolment link is /desk/#/enrol/<token>.
 */
export const deskRouter = createHashRouter([
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/enrol/:token', element: <EnrolRoute /> },
  {
    element: <SignedInLayout />,
    children: [
      { index: true, element: <TodayPage /> },
      { path: '/account', element: <AccountPage /> },
      { path: '/staff', element: <StaffPage /> },
      { path: '/staff/:staffId', element: <StaffDetailPage /> },
      { path: '/audit', element: <AuditPage /> },
      { path: '/jobs', element: <JobsPage /> },
      { path: '/reviews', element: <ReviewQueuePage /> },
      { path: '/reviews/:applicationId', element: <ReviewPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/borrowers', element: <BorrowerSearchPage /> },
      { path: '/borrowers/:customerId', element: <BorrowerPage /> },
      { path: '/payouts', element: <PayoutsPage /> },
      { path: '/payouts/:orderNo', element: <PayoutPage /> },
      { path: '/approvals', element: <ApprovalsPage /> },
      { path: '/collections', element: <CollectionsPage /> },
      { path: '/collections/:orderNo', element: <CollectionPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
