// /admin (issue 15; spec section 2: the Admin entry for role admin): one console with sections,
// chosen in the address (?section=) so each can be linked. Visitors are asked to sign in; signed-in
// people who are not admins are told the console is for admins (the API refuses them anyway).
import { Link, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { useCurrentUser } from '../../layout/useCurrentUser.ts';
import { pageMeta } from '@phd/contracts/seo';
import { SignedOutPrompt } from '../account/SignedOutPrompt.tsx';
import { AdminBlogSection } from '../blog/AdminBlogSection.tsx';
import { AuditLogSection } from './AuditLogSection.tsx';
import { ContactMessagesSection } from './ContactMessagesSection.tsx';
import { ImportsSection } from './ImportsSection.tsx';
import { OpportunitiesSection } from './OpportunitiesSection.tsx';
import { RecruitersSection } from './RecruitersSection.tsx';
import { TenantsSection } from './TenantsSection.tsx';
import { ModerationSection } from './ModerationSection.tsx';
import { NewsletterSection } from './NewsletterSection.tsx';
import { OperationsSection } from './OperationsSection.tsx';

const SECTIONS = [
  { id: 'opportunities', label: 'Opportunities', Section: OpportunitiesSection },
  { id: 'moderation', label: 'Moderation', Section: ModerationSection },
  { id: 'contact', label: 'Contact messages', Section: ContactMessagesSection },
  { id: 'recruiters', label: 'Recruiters', Section: RecruitersSection },
  { id: 'tenants', label: 'University sites', Section: TenantsSection },
  { id: 'imports', label: 'Imports', Section: ImportsSection },
  { id: 'newsletter', label: 'Newsletter', Section: NewsletterSection },
  { id: 'blog', label: 'Blog', Section: AdminBlogSection },
  { id: 'audit', label: 'Audit log', Section: AuditLogSection },
  { id: 'operations', label: 'Search & queues', Section: OperationsSection },
] as const;

export function AdminPage() {
  const { user, isAdmin } = useCurrentUser();
  const [params] = useSearchParams();
  const meta = <PageHead meta={pageMeta('/admin')} />;
  if (!user) {
    return (
      <>
        {meta}
        <SignedOutPrompt what="the admin console" />
      </>
    );
  }
  if (!isAdmin) {
    return (
      <>
        {meta}
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm">
          <h1 className="text-2xl font-bold text-brand-900">Admins only</h1>
          <p className="mt-2 text-slate-700">The admin console is for PhD Finder&apos;s administrators.</p>
        </div>
      </>
    );
  }
  const current = SECTIONS.find((s) => s.id === params.get('section')) ?? SECTIONS[0];
  return (
    <>
      {meta}
      <div className="space-y-6">
        <h1 className="text-3xl font-bold text-brand-900">Admin</h1>
        <nav aria-label="Admin sections" className="flex flex-wrap gap-2">
          {SECTIONS.map((s) => (
            <Link
              key={s.id}
              to={`/admin?section=${s.id}`}
              aria-current={s.id === current.id ? 'page' : undefined}
              className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
                s.id === current.id
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700'
              }`}
            >
              {s.label}
            </Link>
          ))}
        </nav>
        <current.Section />
      </div>
    </>
  );
}
