// University sites (issue 15): provision a site (its address, name, university and owner's e-mail;
// the owner is e-mailed the staff invitation), and for each site its address, staff, owner or pending
// invitation, positions and state, with rename, suspend (after a confirmation) and reinstate.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_KEY } from '../../api/admin.ts';
import { adminPeopleApi, type ProvisionForm, type TenantFilter } from '../../api/admin-people.ts';
import { ApiError } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { RequiredLegend, TextField } from '../../components/ui/TextField.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { AdminTenantJson } from '../../api/admin-people.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { Fact, Facts } from './AdminFacts.tsx';
import { AdminList, FilterSelect, useFilteredPages } from './AdminList.tsx';
import { formatWhen } from './AdminStates.tsx';
import { TenantSsoPanel } from './TenantSsoPanel.tsx';

const STATES: { id: TenantFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'active', label: 'Open' },
  { id: 'suspended', label: 'Suspended' },
];

const EMPTY: ProvisionForm = { slug: '', name: '', university: '', owner_email: '' };
type FieldErrors = Partial<Record<keyof ProvisionForm, string>>;

/** The API's refusal as field messages: its details, or a taken address (409) under the address. */
function fieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const body = error.body as { details?: Record<string, string>; message?: string };
  if (error.status === 409) return { slug: body.message };
  const fields: FieldErrors = {};
  for (const key of Object.keys(EMPTY) as (keyof ProvisionForm)[]) {
    const message = body.details?.[key];
    if (message) fields[key] = message;
  }
  return fields;
}

function ProvisionSiteForm({ onDone }: { onDone: (message: string) => void }) {
  const [form, setForm] = useState(EMPTY);
  const client = useQueryClient();
  const universities = useQuery({
    queryKey: [...ADMIN_KEY, 'universities'],
    queryFn: adminPeopleApi.universities,
    staleTime: 5 * 60_000,
  });
  const provision = useMutation({
    mutationFn: adminPeopleApi.provision,
    onSuccess: (answer) => {
      setForm(EMPTY);
      onDone(answer.message);
      void client.invalidateQueries({ queryKey: [...ADMIN_KEY, 'tenants'] });
    },
  });
  const errors = provision.isError ? fieldErrors(provision.error) : {};
  const anyField = Object.values(errors).some(Boolean);
  const set = (key: keyof ProvisionForm) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    provision.mutate(form);
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Provision a university site"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-brand-900">Provision a university site</h3>
      <RequiredLegend />
      {provision.isError && !anyField ? (
        <Notice tone="error">{serverMessage(provision.error, 'The site could not be provisioned.')}</Notice>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Address"
          hint="The site's subdomain: lowercase letters, digits and hyphens (e.g. tu-delft)."
          value={form.slug}
          onChange={set('slug')}
          error={errors.slug}
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField label="Site name" value={form.name} onChange={set('name')} error={errors.name} required />
        <TextField
          label="University"
          hint={universities.isError ? 'The list of universities could not be loaded; type the name.' : undefined}
          list="admin-universities"
          value={form.university}
          onChange={set('university')}
          error={errors.university}
          required
        />
        <datalist id="admin-universities">
          {universities.data?.data.flatMap((c) =>
            c.universities.map((u) => <option key={u.id} value={u.name} label={`${u.name} (${c.country})`} />),
          )}
        </datalist>
        <TextField
          label="Owner's e-mail"
          hint="They get an invitation to choose a name and password (valid 7 days)."
          type="email"
          value={form.owner_email}
          onChange={set('owner_email')}
          error={errors.owner_email}
          required
        />
      </div>
      <Button type="submit" disabled={provision.isPending}>
        {provision.isPending ? 'Provisioning...' : 'Provision site'}
      </Button>
    </form>
  );
}

function TenantCard({ t, onOutcome }: { t: AdminTenantJson; onOutcome: (message: string) => void }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [sso, setSso] = useState(false);
  const client = useQueryClient();
  const errors = useErrorModal();
  const done = (answer: { message: string }) => {
    setRenaming(null);
    onOutcome(answer.message);
    void client.invalidateQueries({ queryKey: [...ADMIN_KEY, 'tenants'] });
  };
  const rename = useMutation({ mutationFn: (name: string) => adminPeopleApi.rename(t.id, name), onSuccess: done });
  const act = useMutation({
    mutationFn: (action: 'suspend' | 'reinstate') => adminPeopleApi.tenantAction(t.id, action),
    onSuccess: done,
    onError: (error) => errors.show(serverMessage(error, 'The site could not be changed.')),
  });
  const suspend = () => {
    if (
      window.confirm(
        `Suspend ${t.name} (${t.slug})? Its staff are signed out, its site and careers page close, and its positions leave PhD Finder.`,
      )
    ) {
      act.mutate('suspend');
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {t.name} <span className="font-normal text-slate-600">· {t.university}</span>
        </p>
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
            t.suspended_at ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'
          }`}
        >
          {t.suspended_at ? `suspended ${formatWhen(t.suspended_at)}` : 'open'}
        </span>
      </div>
      <a
        className={`${TEXT_LINK} mt-1 inline-block break-all text-sm`}
        href={t.site_url}
        target="_blank"
        rel="noreferrer"
      >
        {t.site_url}
      </a>
      <Facts>
        <Fact term="Owner" wrap>
          {t.owners.length > 0
            ? t.owners.map((o) => `${o.name} <${o.email}>`).join(', ')
            : t.pending_owner_invitations.length > 0
              ? `invited: ${t.pending_owner_invitations.map((i) => i.email).join(', ')}`
              : 'none (no pending invitation)'}
        </Fact>
        <Fact term="Staff">{t.staff_count}</Fact>
        <Fact term="Positions">
          {t.listings.open} open of {t.listings.total}
        </Fact>
        <Fact term="Created">{formatWhen(t.created_at)}</Fact>
      </Facts>
      {renaming !== null ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          aria-label={`Rename ${t.name}`}
          onSubmit={(e) => {
            e.preventDefault();
            rename.mutate(renaming);
          }}
        >
          <TextField
            label="New name"
            value={renaming}
            onChange={(e) => setRenaming(e.target.value)}
            error={rename.isError ? serverMessage(rename.error, 'The site could not be renamed.') : null}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={rename.isPending}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => setRenaming(null)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => setRenaming(t.name)}>
            Rename
          </Button>
          {t.suspended_at ? (
            <Button variant="secondary" disabled={act.isPending} onClick={() => act.mutate('reinstate')}>
              Reinstate
            </Button>
          ) : (
            <Button variant="secondary" disabled={act.isPending} onClick={suspend}>
              Suspend
            </Button>
          )}
          <Button variant="secondary" aria-expanded={sso} onClick={() => setSso(!sso)}>
            Single sign-on
          </Button>
        </div>
      )}
      {sso && <TenantSsoPanel tenantId={t.id} name={t.name} />}
    </li>
  );
}

export function TenantsSection() {
  const { filter: status, setFilter: setStatus, page } = useFilteredPages<TenantFilter>('all');
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...ADMIN_KEY, 'tenants', status, page.offset],
    queryFn: () => adminPeopleApi.tenants({ status }, page.offset),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="tenants-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="tenants-heading" className="text-xl font-bold text-brand-900">
          University sites
        </h2>
        <FilterSelect label="Show" value={status} options={STATES} onChange={setStatus} />
      </div>
      <ProvisionSiteForm onDone={setOutcome} />
      {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      <AdminList
        query={list}
        empty={status === 'all' ? 'No university sites yet: provision the first one above.' : 'No sites in this state.'}
        {...page}
        label="University sites"
        row={(t) => <TenantCard t={t} onOutcome={setOutcome} />}
      />
    </section>
  );
}
