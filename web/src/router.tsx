// The route table of spec section 2 (main site). Every page is its own chunk, loaded on first visit,
// so the home page ships only what it needs.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from './layout/ErrorScreen.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { onTenantHost } from './layout/tenant.ts';
import { TenantGate } from './layout/TenantGate.tsx';
import { StaffGate } from './pages/tenant/StaffGate.tsx';
import { TENANT_SCREEN_PATHS } from '@phd/contracts/tenant-site';

type PageModule = Record<string, unknown>;

/** A lazily loaded route whose module exports the page component under `name`. */
function page(load: () => Promise<PageModule>, name: string): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

const home = page(() => import('./pages/home/HomePage.tsx'), 'HomePage');
const listing = page(() => import('./pages/listing/ListingPage.tsx'), 'ListingPage');

const tenantLogin = page(() => import('./pages/tenant/TenantPages.tsx'), 'TenantLoginPage');
const tenantSsoFinish = page(() => import('./pages/tenant/SsoFinishPage.tsx'), 'SsoFinishPage');
const tenantDashboard = page(() => import('./pages/tenant/TenantDashboardPage.tsx'), 'TenantDashboardPage');
const tenantReview = page(() => import('./pages/tenant/review/ReviewPage.tsx'), 'TenantReviewPage');
const tenantStats = page(() => import('./pages/tenant/StatsPage.tsx'), 'StatsPage');
const tenantStaff = page(() => import('./pages/tenant/StaffPage.tsx'), 'StaffPage');
const tenantSettings = page(() => import('./pages/tenant/SiteSettingsPage.tsx'), 'SiteSettingsPage');
const staffLinks = (name: string) => page(() => import('./pages/tenant/StaffLinkPages.tsx'), name);
const tenantImports = page(() => import('./pages/imports/ImportsPages.tsx'), 'TenantImportsPage');
const careers = (name: string) => page(() => import('./pages/tenant/careers/CareersPages.tsx'), name);
const interviewPick = page(() => import('./pages/tenant/interviews/InterviewPickPage.tsx'), 'InterviewPickPage');
const referencePage = page(() => import('./pages/tenant/references/ReferencePage.tsx'), 'ReferencePage');
const interviewCalendar = page(
  () => import('./pages/tenant/interviews/InterviewCalendarPage.tsx'),
  'InterviewCalendarPage',
);

/**
 * The tenant screens (spec "Tenant variant routes") below `base`: '' on a tenant host, '/saas' on the
 * main host. Every other path below it is the dashboard (the catch-all).
 */
function tenantRoutes(base: '' | '/saas'): RouteObject {
  const at = (screen: keyof typeof TENANT_SCREEN_PATHS) => `${base}${TENANT_SCREEN_PATHS[screen]}`;
  return {
    element: <TenantGate />,
    children: [
      { path: at('login'), ...tenantLogin },
      // Where a single sign-on lands with its one-time code (issue 33).
      { path: `${at('login')}/sso`, ...tenantSsoFinish },
      { path: at('invite'), ...staffLinks('AcceptInvitationPage') },
      { path: at('forgot'), ...staffLinks('StaffForgotPasswordPage') },
      { path: at('reset'), ...staffLinks('StaffResetPasswordPage') },
      // The public careers page (issue 14): anyone, no staff sign-in.
      { path: at('careers'), ...careers('CareersListPage') },
      { path: `${at('careers')}/confirm`, ...careers('CareersConfirmPage') },
      { path: `${at('careers')}/:opportunityId`, ...careers('CareersOpportunityPage') },
      // A candidate's interview link (issue 34): anyone holding it, no sign-in.
      { path: `${base}/interview`, ...interviewPick },
      // A referee's letter link (issue 34): anyone holding it, no sign-in.
      { path: `${base}/reference`, ...referencePage },
      {
        // Signed-in staff only: the others go to the site's login.
        element: <StaffGate />,
        children: [
          { path: base || '/', ...tenantDashboard },
          { path: `${base}/dashboard`, ...tenantDashboard },
          { path: `${base}/review/:opportunityId`, ...tenantReview },
          { path: at('stats'), ...tenantStats },
          { path: `${base}/interviews`, ...interviewCalendar },
          { path: at('staff'), ...tenantStaff },
          { path: at('settings'), ...tenantSettings },
          { path: at('imports'), ...tenantImports },
          { path: `${base}/*`, ...tenantDashboard },
        ],
      },
    ],
  };
}

/** The recruiter area (spec section 2, "Recruiter area"). */
const RECRUITER_ROUTES: RouteObject[] = [
  {
    path: '/university/login',
    ...page(() => import('./pages/recruiter/RecruiterLoginPage.tsx'), 'RecruiterLoginPage'),
  },
  {
    path: '/university/signup',
    ...page(() => import('./pages/recruiter/RecruiterSignupPage.tsx'), 'RecruiterSignupPage'),
  },
  { path: '/university/verify', ...page(() => import('./pages/recruiter/VerifyEmailPage.tsx'), 'VerifyEmailPage') },
  {
    path: '/university/forgot-password',
    ...page(() => import('./pages/recruiter/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
  },
  {
    path: '/university/reset-password',
    ...page(() => import('./pages/recruiter/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
  },
  {
    path: '/university/dashboard',
    ...page(() => import('./pages/recruiter/RecruiterDashboardPage.tsx'), 'RecruiterDashboardPage'),
  },
  {
    path: '/university/imports',
    ...page(() => import('./pages/imports/ImportsPages.tsx'), 'RecruiterImportsPage'),
  },
  {
    path: '/university/applications/:opportunityId',
    ...page(() => import('./pages/recruiter/ApplicationsPage.tsx'), 'ApplicationsPage'),
  },
];

/** The blog, "PhD Tips" (issue 18): public posts, and the admins' editor. */
const blogPost = page(() => import('./pages/blog/BlogPostPage.tsx'), 'BlogPostPage');
const blogEditor = page(() => import('./pages/blog/BlogEditorPage.tsx'), 'BlogEditorPage');
const BLOG_ROUTES: RouteObject[] = [
  { path: '/blogs', ...page(() => import('./pages/blog/BlogListPage.tsx'), 'BlogListPage') },
  { path: '/blog/:slug/:id', ...blogPost },
  { path: '/blog/:id', ...blogPost },
  { path: '/create-blog', ...blogEditor },
  { path: '/edit-blog/:id', ...blogEditor },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { path: '/', ...home },
      { path: '/home', ...home },
      { path: '/about', ...page(() => import('./pages/static/AboutPage.tsx'), 'AboutPage') },
      { path: '/contact', ...page(() => import('./pages/static/ContactPage.tsx'), 'ContactPage') },
      { path: '/login', ...page(() => import('./pages/static/LoginPage.tsx'), 'LoginPage') },
      { path: '/privacy-policy', ...page(() => import('./pages/static/PrivacyPage.tsx'), 'PrivacyPage') },
      { path: '/terms', ...page(() => import('./pages/static/TermsPage.tsx'), 'TermsPage') },
      { path: '/cookies', ...page(() => import('./pages/static/CookiesPage.tsx'), 'CookiesPage') },
      { path: '/sitemap', ...page(() => import('./pages/static/SitemapPage.tsx'), 'SitemapPage') },
      { path: '/phd-vacancies', ...listing },
      { path: '/phd-vacancies/:category/:country?/:university?', ...listing },
      { path: '/phd-vacancies/:category/discipline/:discipline?', ...listing },
      { path: '/phd-vacancies/:category/discipline/:discipline/country/:country?', ...listing },
      { path: '/phd-vacancies/:category/discipline/:discipline/country/:country/university/:university?', ...listing },
      {
        path: '/opportunities/:title',
        ...page(() => import('./pages/opportunity/OpportunityPage.tsx'), 'OpportunityPage'),
      },
      { path: '/phd-postings', ...page(() => import('./pages/postings/PostingsPage.tsx'), 'PostingsPage') },
      { path: '/phd-postings/:id', ...page(() => import('./pages/postings/PostingPage.tsx'), 'PostingPage') },
      { path: '/post-jobs', ...page(() => import('./pages/post-jobs/PostJobsPage.tsx'), 'PostJobsPage') },
      {
        path: '/newsletter/confirm',
        ...page(() => import('./pages/newsletter/NewsletterPage.tsx'), 'NewsletterConfirmPage'),
      },
      {
        path: '/newsletter/preferences',
        ...page(() => import('./pages/newsletter/NewsletterPage.tsx'), 'NewsletterPreferencesPage'),
      },
      { path: '/smart-picks', ...page(() => import('./pages/smart-picks/SmartPicksPage.tsx'), 'SmartPicksPage') },
      { path: '/dashboard', ...page(() => import('./pages/account/DashboardPage.tsx'), 'DashboardPage') },
      { path: '/user/:userid?', ...page(() => import('./pages/account/UserPage.tsx'), 'UserPage') },
      // A candidate's own pages (issue 32): the applicant profile, applications tracked, their data.
      { path: '/account/profile', ...page(() => import('./pages/profile/ProfilePage.tsx'), 'ProfilePage') },
      {
        path: '/account/applications',
        ...page(() => import('./pages/tracking/TrackingPage.tsx'), 'TrackingPage'),
      },
      { path: '/account/data', ...page(() => import('./pages/data-rights/DataRightsPage.tsx'), 'DataRightsPage') },
      { path: '/admin', ...page(() => import('./pages/admin/AdminPage.tsx'), 'AdminPage') },
      // The queue board is the gateway's page; a signed-in non-admin is sent the console's "Admins only".
      { path: '/admin/queues/*', ...page(() => import('./pages/admin/AdminPage.tsx'), 'AdminPage') },
      { path: '/embed-test', ...page(() => import('./pages/embed/EmbedTestPage.tsx'), 'EmbedTestPage') },
      ...RECRUITER_ROUTES,
      tenantRoutes('/saas'),
      ...BLOG_ROUTES,
      { path: '*', ...page(() => import('./pages/static/NotFoundPage.tsx'), 'NotFoundPage') },
    ],
  },
];

/** On a tenant host only the tenant's screens exist, in the same layout (which adapts to tenants). */
export const tenantHostRoutes: RouteObject[] = [
  { element: <RootLayout />, errorElement: <ErrorScreen />, children: [tenantRoutes('')] },
];

export const router = createBrowserRouter(onTenantHost() ? tenantHostRoutes : routes);
