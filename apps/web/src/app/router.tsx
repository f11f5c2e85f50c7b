import { Route, Routes } from 'react-router';
import { GuestOnly } from '@/app/guards/guest-only';
import { lazyPage } from '@/app/lazy-page';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';

// Every page (and the signed-in shell with its guard) is a separate chunk, loaded on visit.
const LandingPage = lazyPage(() => import('@/features/landing/routes/landing-page'), 'LandingPage');
const AboutPage = lazyPage(() => import('@/features/public-pages/routes/about-page'), 'AboutPage');
const ContactPage = lazyPage(
  () => import('@/features/public-pages/routes/contact-page'),
  'ContactPage',
);
const SupportPage = lazyPage(
  () => import('@/features/public-pages/routes/support-page'),
  'SupportPage',
);
const PublicPlansPage = lazyPage(
  () => import('@/features/public-pages/routes/public-plans-page'),
  'PublicPlansPage',
);
const TermsPage = lazyPage(() => import('@/features/public-pages/routes/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(
  () => import('@/features/public-pages/routes/privacy-page'),
  'PrivacyPage',
);
// Copy trading's pages come in two chunks (public, signed-in), one loader each, so the entry
// carries two dynamic imports for six routes.
const loadPublicCopyPages = () => import('@/features/copy-trading/routes/public-pages');
const TradersPage = lazyPage(loadPublicCopyPages, 'TradersPage');
const TraderProfilePage = lazyPage(loadPublicCopyPages, 'TraderProfilePage');
const LoginPage = lazyPage(() => import('@/features/auth/routes/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('@/features/auth/routes/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/routes/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/routes/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyPage(
  () => import('@/features/auth/routes/verify-email-page'),
  'VerifyEmailPage',
);
const MagicLinkPage = lazyPage(
  () => import('@/features/auth/routes/magic-link-page'),
  'MagicLinkPage',
);
const NotFoundPage = lazyPage(() => import('@/app/routes/not-found-page'), 'NotFoundPage');

const AppLayout = lazyPage(() => import('@/app/layouts/app-layout'), 'AppLayout');
const RequireAdmin = lazyPage(() => import('@/app/guards/require-admin'), 'RequireAdmin');
const RequireActiveAccount = lazyPage(
  () => import('@/app/guards/require-active-account'),
  'RequireActiveAccount',
);
const DashboardPage = lazyPage(
  () => import('@/features/dashboard/routes/dashboard-page'),
  'DashboardPage',
);
const PlansPage = lazyPage(() => import('@/features/plans/routes/plans-page'), 'PlansPage');
const DepositsPage = lazyPage(
  () => import('@/features/deposits/routes/deposits-page'),
  'DepositsPage',
);
const PaymentPage = lazyPage(
  () => import('@/features/deposits/routes/payment-page'),
  'PaymentPage',
);
const WithdrawalsPage = lazyPage(
  () => import('@/features/withdrawals/routes/withdrawals-page'),
  'WithdrawalsPage',
);
const FeePage = lazyPage(() => import('@/features/withdrawals/routes/fee-page'), 'FeePage');
const SavedAddressesPage = lazyPage(
  () => import('@/features/withdrawals/routes/saved-addresses-page'),
  'SavedAddressesPage',
);
const TransactionsPage = lazyPage(
  () => import('@/features/transactions/routes/transactions-page'),
  'TransactionsPage',
);
const TransactionDetailPage = lazyPage(
  () => import('@/features/transactions/routes/transaction-detail-page'),
  'TransactionDetailPage',
);
const ReferralsPage = lazyPage(
  () => import('@/features/referrals/routes/referrals-page'),
  'ReferralsPage',
);
const CompleteRegistrationPage = lazyPage(
  () => import('@/features/auth/routes/complete-registration-page'),
  'CompleteRegistrationPage',
);
const KycPage = lazyPage(() => import('@/features/kyc/routes/kyc-page'), 'KycPage');
const AdminKycPage = lazyPage(() => import('@/features/kyc/routes/admin-kyc-page'), 'AdminKycPage');
const AdminKycReviewPage = lazyPage(
  () => import('@/features/kyc/routes/admin-kyc-review-page'),
  'AdminKycReviewPage',
);
const AdminReferralSettingsPage = lazyPage(
  () => import('@/features/referrals/routes/admin-referral-settings-page'),
  'AdminReferralSettingsPage',
);
const ProfilePage = lazyPage(() => import('@/features/profile/routes/profile-page'), 'ProfilePage');
const loadCopyPages = () => import('@/features/copy-trading/routes/signed-in-pages');
const CopyingPage = lazyPage(loadCopyPages, 'CopyingPage');
const TraderConsolePage = lazyPage(loadCopyPages, 'TraderConsolePage');
const AdminTradersPage = lazyPage(loadCopyPages, 'AdminTradersPage');
const AdminInstrumentsPage = lazyPage(loadCopyPages, 'AdminInstrumentsPage');
const AdminOverviewPage = lazyPage(
  () => import('@/features/admin/routes/admin-overview-page'),
  'AdminOverviewPage',
);
const AdminUsersPage = lazyPage(
  () => import('@/features/admin/routes/admin-users-page'),
  'AdminUsersPage',
);
const AdminUserPage = lazyPage(
  () => import('@/features/admin/routes/admin-user-page'),
  'AdminUserPage',
);
const AdminTransactionsPage = lazyPage(
  () => import('@/features/admin/routes/admin-transactions-page'),
  'AdminTransactionsPage',
);
const AdminTransactionPage = lazyPage(
  () => import('@/features/admin/routes/admin-transaction-page'),
  'AdminTransactionPage',
);
const AdminProfilePage = lazyPage(
  () => import('@/features/admin/routes/admin-profile-page'),
  'AdminProfilePage',
);
const AdminPlansPage = lazyPage(
  () => import('@/features/admin/routes/admin-plans-page'),
  'AdminPlansPage',
);
const AdminBooksPage = lazyPage(
  () => import('@/features/admin/routes/admin-books-page'),
  'AdminBooksPage',
);
// Support tickets (decision 052): the user's pages and the desk, one chunk.
const loadTicketPages = () => import('@/features/support-tickets/routes/pages');
const MyTicketsPage = lazyPage(loadTicketPages, 'MyTicketsPage');
const NewTicketPage = lazyPage(loadTicketPages, 'NewTicketPage');
const TicketPage = lazyPage(loadTicketPages, 'TicketPage');
const DeskPage = lazyPage(loadTicketPages, 'DeskPage');
const DeskTicketPage = lazyPage(loadTicketPages, 'DeskTicketPage');
const CannedRepliesPage = lazyPage(loadTicketPages, 'CannedRepliesPage');
const AdminReportsPage = lazyPage(
  () => import('@/features/admin/routes/admin-reports-page'),
  'AdminReportsPage',
);
const AdminAuditPage = lazyPage(
  () => import('@/features/admin/routes/admin-audit-page'),
  'AdminAuditPage',
);
const AdminSettingsPage = lazyPage(
  () => import('@/features/admin/routes/admin-settings-page'),
  'AdminSettingsPage',
);

/** Every route of the product (specification section 2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="support" element={<SupportPage />} />
          <Route path="investment-plans" element={<PublicPlansPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="traders" element={<TradersPage />} />
          <Route path="traders/:id" element={<TraderProfilePage />} />
          <Route element={<GuestOnly />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
          </Route>
          {/* Mailed links: they work signed in or not. */}
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="magic-link" element={<MagicLinkPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<AppLayout />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route element={<RequireActiveAccount />}>
            <Route path="plans" element={<PlansPage />} />
            <Route path="deposits" element={<DepositsPage />} />
            <Route path="deposits/payment" element={<PaymentPage />} />
            <Route path="withdrawals" element={<WithdrawalsPage />} />
            <Route path="withdrawals/fee" element={<FeePage />} />
            <Route path="withdrawals/addresses" element={<SavedAddressesPage />} />
          </Route>
          <Route path="transactions" element={<TransactionsPage />} />
          <Route path="transactions/:id" element={<TransactionDetailPage />} />
          <Route path="referrals" element={<ReferralsPage />} />
          <Route path="copying" element={<CopyingPage />} />
          <Route path="trader" element={<TraderConsolePage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="support/tickets" element={<MyTicketsPage />} />
          <Route path="support/tickets/new" element={<NewTicketPage />} />
          <Route path="support/tickets/:id" element={<TicketPage />} />
          <Route path="kyc" element={<KycPage />} />
          <Route path="complete-registration" element={<CompleteRegistrationPage />} />
          <Route path="admin" element={<RequireAdmin />}>
            <Route index element={<AdminOverviewPage />} />
            <Route path="users" element={<AdminUsersPage />} />
            <Route path="users/:id" element={<AdminUserPage />} />
            <Route path="transactions" element={<AdminTransactionsPage />} />
            <Route path="transactions/:id" element={<AdminTransactionPage />} />
            <Route path="profile" element={<AdminProfilePage />} />
            <Route path="plans" element={<AdminPlansPage />} />
            <Route path="books" element={<AdminBooksPage />} />
            <Route path="reports" element={<AdminReportsPage />} />
            <Route path="audit" element={<AdminAuditPage />} />
            <Route path="settings" element={<AdminSettingsPage />} />
            <Route path="tickets" element={<DeskPage />} />
            <Route path="tickets/canned" element={<CannedRepliesPage />} />
            <Route path="tickets/:id" element={<DeskTicketPage />} />
            <Route path="kyc" element={<AdminKycPage />} />
            <Route path="kyc/:id" element={<AdminKycReviewPage />} />
            <Route path="referral-settings" element={<AdminReferralSettingsPage />} />
            <Route path="traders" element={<AdminTradersPage />} />
            <Route path="instruments" element={<AdminInstrumentsPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
