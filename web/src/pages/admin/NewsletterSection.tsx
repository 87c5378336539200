// The newsletter (issue 15): subscribers by state, new in the last 30 days, and the list as a CSV file
// per state (a plain download link: the session cookie goes with it).
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../api/admin.ts';
import { moderationApi, newsletterExportUrl, type NewsletterExportState } from '../../api/admin-moderation.ts';
import { SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { LoadState } from './AdminStates.tsx';

const EXPORTS: { state: NewsletterExportState; label: string }[] = [
  { state: 'active', label: 'Export active (CSV)' },
  { state: 'pending', label: 'Export awaiting confirmation (CSV)' },
  { state: 'unsubscribed', label: 'Export unsubscribed (CSV)' },
  { state: 'all', label: 'Export all (CSV)' },
];

export function NewsletterSection() {
  const counts = useQuery({ queryKey: [...ADMIN_KEY, 'newsletter'], queryFn: moderationApi.newsletter });
  const c = counts.data?.data;
  const tiles = c
    ? [
        { label: 'Active (confirmed)', value: c.active },
        { label: 'Awaiting confirmation', value: c.pending },
        { label: 'Unsubscribed', value: c.unsubscribed },
        { label: 'Total', value: c.total },
        { label: 'New in the last 30 days', value: c.new_last_30_days },
      ]
    : [];
  return (
    <section aria-labelledby="newsletter-heading" className="space-y-4">
      <h2 id="newsletter-heading" className="text-xl font-bold text-brand-900">
        Newsletter
      </h2>
      <LoadState query={counts} what="subscriber counts" />
      {c ? (
        <dl aria-label="Subscribers" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {tiles.map((t) => (
            <div key={t.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{t.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{t.value.toLocaleString('en-GB')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {c && c.total === 0 ? <p className="text-slate-600">Nobody has subscribed yet.</p> : null}
      <div className="flex flex-wrap gap-2">
        {EXPORTS.map((e) => (
          <a key={e.state} href={newsletterExportUrl(e.state)} download className={`${SECONDARY_BUTTON} text-sm`}>
            {e.label}
          </a>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        Each file lists e-mail, status, subscribed and unsubscribed dates. Exports are recorded in the audit log.
      </p>
    </section>
  );
}
