// The signed-in home of a university site (/dashboard, /saas/dashboard): the site's opportunities with
// their status and applicants per status, filtered by status and keyword, a page at a time. Owners and
// admins create, edit, close, reopen, publish and delete them (?edit=new or ?edit={id}, so the browser's
// back button leaves the form) and reach the staff and settings; reviewers see the list read-only.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isManagerRole } from '../../api/staff.ts';
import { TENANT_STATUS_LABELS } from '../../api/tenant-opportunities.ts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyPanel } from '../../components/ui/EmptyPanel.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { INPUT_CLASS } from '../../components/ui/TextField.tsx';
import { tenantBase } from '../../layout/tenant.ts';
import { TENANT_OPPORTUNITY_STATUSES, type TenantOpportunityStatus } from '@phd/contracts/input/tenant-opportunity';
import { Notice } from '../../components/ui/Notice.tsx';
import { useSignedInStaff } from './StaffGate.tsx';
import { TenantOpportunityEditor } from './TenantOpportunityEditor.tsx';
import { TenantOpportunityList } from './TenantOpportunityList.tsx';
import { StaffScreen } from './TenantShell.tsx';

const isStatus = (value: string | null): value is TenantOpportunityStatus =>
  (TENANT_OPPORTUNITY_STATUSES as readonly (string | null)[]).includes(value);

export function TenantDashboardPage() {
  const { user, tenant } = useSignedInStaff();
  const manager = isManagerRole(user.role);
  const [params, setParams] = useSearchParams();
  const [flash, setFlash] = useState<string | null>(null);
  const editing = manager ? params.get('edit') : null;
  const status = params.get('status');
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** The filters as they are, changed by `next` (a change of filter starts at page 1). */
  const go = (next: Record<string, string | null>) => {
    const merged: Record<string, string> = {};
    for (const [key, value] of Object.entries({ status, q, ...next })) if (value) merged[key] = value;
    setParams(merged);
    window.scrollTo({ top: 0 });
  };
  const startEditing = (id: string) => {
    setFlash(null);
    go({ edit: id });
  };
  const done = (message: string) => {
    setFlash(message);
    go({ edit: null });
  };

  return (
    <StaffScreen
      title="Dashboard"
      intro={`Signed in to ${tenant.name} as ${user.name}.`}
      actions={manager && !editing && <Button onClick={() => startEditing('new')}>New Opportunity</Button>}
    >
      <div className="space-y-6">
        <nav aria-label="Site management">
          <ul className="flex flex-wrap gap-4">
            {/* Reviewers see the imports too, read only. */}
            <li>
              <Link to={`${tenantBase()}/imports`} className={TEXT_LINK}>
                Import positions
              </Link>
            </li>
            {manager && (
              <>
                <li>
                  <Link to={`${tenantBase()}/staff`} className={TEXT_LINK}>
                    Staff and invitations
                  </Link>
                </li>
                <li>
                  <Link to={`${tenantBase()}/settings`} className={TEXT_LINK}>
                    Site settings
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        {flash && <Notice tone="success">{flash}</Notice>}
        {editing ? (
          <TenantOpportunityEditor
            id={editing === 'new' ? undefined : editing}
            onDone={done}
            onCancel={() => go({ edit: null })}
          />
        ) : (
          <section aria-labelledby="opportunities-title" className="space-y-4">
            <h2 id="opportunities-title" className="text-xl font-semibold text-brand-900">
              Opportunities
            </h2>
            <Filters status={status} q={q} onChange={(next) => go({ ...next, page: null })} />
            <TenantOpportunityList
              filters={{ status: isStatus(status) ? status : undefined, q: q || undefined }}
              page={page}
              onPage={(next) => go({ page: String(next) })}
              onEdit={manager ? startEditing : null}
              onMessage={setFlash}
              empty={
                <EmptyPanel
                  title="No opportunities yet"
                  action={manager && <Button onClick={() => startEditing('new')}>New Opportunity</Button>}
                >
                  {manager
                    ? 'Create your first position: keep it on this site, or also list it on PhD Finder.'
                    : 'The site’s owners and admins create them; they show here once they do.'}
                </EmptyPanel>
              }
            />
          </section>
        )}
      </div>
    </StaffScreen>
  );
}

function Filters({
  status,
  q,
  onChange,
}: {
  status: string | null;
  q: string;
  onChange: (next: { status?: string | null; q?: string | null }) => void;
}) {
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || null });
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <label className="block text-sm font-medium text-slate-800">
        Status
        <select
          className={`${INPUT_CLASS} w-40 border-slate-300`}
          value={isStatus(status) ? status : ''}
          onChange={(event) => onChange({ status: event.target.value || null })}
        >
          <option value="">All</option>
          {TENANT_OPPORTUNITY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {TENANT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="block min-w-48 flex-1 text-sm font-medium text-slate-800 sm:max-w-sm">
        Search
        <input
          type="search"
          className={`${INPUT_CLASS} border-slate-300`}
          value={text}
          maxLength={200}
          placeholder="Title, department, discipline or supervisor"
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
