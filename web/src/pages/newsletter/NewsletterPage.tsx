// The newsletter's e-mailed links. /newsletter/confirm?token= confirms the address once (a query, so
// a re-render never spends the single-use link twice), then moves the address bar to
// /newsletter/preferences?token=<manage token> so a reload keeps working; both offer the digest's
// optional countries and disciplines (10 each at most, as Smart Picks' preferences).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { newsletterApi, type DigestChoices } from '../../api/newsletter.ts';
import { allOptionNames } from '../../api/opportunities.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';
import { AuthShell } from '../recruiter/AuthShell.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { MultiSelect } from '../smart-picks/MultiSelect.tsx';
import { sortedNames, togglePick } from '../smart-picks/smart-picks-rules.ts';

const INCOMPLETE = 'This link is incomplete. Please open the link from your e-mail again.';

export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';
  const confirmation = useQuery({
    queryKey: ['newsletter', 'confirm', token],
    queryFn: () => newsletterApi.confirm(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const confirmed = confirmation.data;
  useEffect(() => {
    // The link is spent: from now on the page lives at the manage token's address.
    if (confirmed)
      void navigate(`/newsletter/preferences?token=${confirmed.token}`, { replace: true, state: { confirmed: true } });
  }, [confirmed, navigate]);

  return (
    <AuthShell path="/newsletter/confirm" title="Confirm your subscription" wide>
      {token === '' ? (
        <Notice tone="error">{INCOMPLETE}</Notice>
      ) : confirmation.isError ? (
        <>
          <Notice tone="error">{serverMessage(confirmation.error, 'We could not confirm your subscription.')}</Notice>
          <p className="mt-4 text-slate-700">
            You can subscribe again on our{' '}
            <Link to="/" className={TEXT_LINK}>
              home page
            </Link>
            .
          </p>
        </>
      ) : (
        <Spinner label="Confirming your subscription..." />
      )}
    </AuthShell>
  );
}

export function NewsletterPreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const justConfirmed = (useLocation().state as { confirmed?: boolean } | null)?.confirmed === true;
  const stored = useQuery({
    queryKey: ['newsletter', 'preferences', token],
    queryFn: () => newsletterApi.preferences(token),
    enabled: token !== '',
    retry: false,
  });
  return (
    <AuthShell path="/newsletter/preferences" title={justConfirmed ? 'You are subscribed' : 'Your weekly update'} wide>
      {token === '' ? (
        <Notice tone="error">{INCOMPLETE}</Notice>
      ) : stored.isPending ? (
        <Spinner label="Loading your choices..." />
      ) : stored.isError ? (
        <Notice tone="error">{serverMessage(stored.error, 'We could not load your choices.')}</Notice>
      ) : (
        <>
          {justConfirmed && (
            <Notice tone="success">
              {/* An address has no spaces to wrap at: it may break anywhere rather than overflow a phone's width. */}
              Thank you! <strong className="break-all">{stored.data.email}</strong> will receive new PhD openings every
              Monday.
            </Notice>
          )}
          {stored.data.status === 'unsubscribed' ? (
            <Notice tone="info">
              <span className="break-all">{stored.data.email}</span> is unsubscribed. Subscribe again on our home page
              to get the weekly update.
            </Notice>
          ) : (
            <ChoicesForm token={token} initial={stored.data} />
          )}
        </>
      )}
    </AuthShell>
  );
}

function ChoicesForm({ token, initial }: { token: string; initial: DigestChoices }) {
  const countries = useQuery({ ...allOptionNames.countries(), select: sortedNames }).data ?? [];
  const disciplines = useQuery({ ...allOptionNames.disciplines(), select: sortedNames }).data ?? [];
  const [choices, setChoices] = useState<DigestChoices>(initial);
  const save = useMutation({ mutationFn: () => newsletterApi.save(token, choices) });

  const toggle = (field: keyof DigestChoices) => (value: string) => {
    const next = togglePick(choices[field], value, field);
    if ('alert' in next) window.setTimeout(() => window.alert(next.alert), 0);
    else {
      setChoices((current) => ({ ...current, [field]: next.list }));
      save.reset();
    }
  };

  return (
    <form
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p className="text-slate-700">
        Optional: choose the countries and disciplines you care about, and your Monday e-mail will list only those.
        Leave both empty to get the week&apos;s best openings from everywhere.
      </p>
      <MultiSelect label="Countries" options={countries} selected={choices.countries} onToggle={toggle('countries')} />
      <MultiSelect
        label="Disciplines"
        options={disciplines}
        selected={choices.disciplines}
        onToggle={toggle('disciplines')}
      />
      {save.isSuccess && <Notice tone="success">{save.data.message}</Notice>}
      {save.isError && (
        <Notice tone="error">{serverMessage(save.error, 'We could not save your choices. Please try again.')}</Notice>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save my choices'}
      </Button>
    </form>
  );
}
