// The import screen's two pages: the recruiter's (/university/imports) and a university site's staff
// (/imports on its host, /saas/imports on the main one; reviewers read only). Both are ImportsPanel
// with their owner's calls; the admin's is a section of the console (admin/ImportsSection.tsx).
import { Link } from 'react-router-dom';
import { recruiterImportsApi, siteImportsApi } from '../../api/imports.ts';
import { isManagerRole } from '../../api/staff.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { RECRUITER_DASHBOARD } from '../../components/header/navigation.ts';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { tenantBase } from '../../layout/tenant.ts';
import { pageMeta } from '@phd/contracts/seo';
import { RecruiterGate } from '../recruiter/RecruiterGate.tsx';
import { useSignedInStaff } from '../tenant/StaffGate.tsx';
import { StaffScreen } from '../tenant/TenantShell.tsx';
import { ImportsPanel } from './ImportsPanel.tsx';

const INTRO =
  'Publish many positions at once from a spreadsheet, or keep them in step with a feed or careers page: new ones are added, changed ones updated, and those gone from the source close.';

export function RecruiterImportsPage() {
  return (
    <>
      <PageHead meta={pageMeta('/university/imports')} />
      <RecruiterGate>
        {(recruiter) => (
          <div className="mx-auto max-w-6xl space-y-6 py-6">
            <div>
              <Link to={RECRUITER_DASHBOARD} className={`${TEXT_LINK} text-sm`}>
                Back to your dashboard
              </Link>
              <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">Import positions</h1>
              <p className="mt-1 text-slate-700">
                {INTRO} Positions are published at {recruiter.university}.
              </p>
            </div>
            <ImportsPanel api={recruiterImportsApi} scope="recruiter" canWrite />
          </div>
        )}
      </RecruiterGate>
    </>
  );
}

export function TenantImportsPage() {
  const { user, tenant } = useSignedInStaff();
  const manager = isManagerRole(user.role);
  return (
    <StaffScreen
      title="Import positions"
      intro={
        manager
          ? `${INTRO} They are published on ${tenant.name}.`
          : `The positions ${tenant.name} imports from files and feeds. The site’s owners and admins manage them.`
      }
      actions={
        <Link to={`${tenantBase()}/dashboard`} className={`${TEXT_LINK} text-sm`}>
          Back to the dashboard
        </Link>
      }
    >
      <ImportsPanel
        api={siteImportsApi}
        scope={`site:${tenant.id}`}
        canWrite={manager}
        listTitle="The site’s imports"
      />
    </StaffScreen>
  );
}
