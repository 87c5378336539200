// "Download my data": the latest export's state and the button that asks for a new one. The ZIP itself
// comes by e-mail (a single-use link), so the page never holds the file.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { askForExport, dataExportKey, dataExportQuery, type DataExport } from '../../api/data-rights.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** One sentence per state, in the candidate's terms. */
export function exportStateText(item: DataExport): string {
  switch (item.state) {
    case 'queued':
      return `Being prepared (asked ${when(item.requested_at)}). We will e-mail you the link in a few minutes.`;
    case 'ready':
      return `Ready: we e-mailed you the link. It works once, until ${when(item.expires_at!)}.`;
    case 'downloaded':
      return `Downloaded on ${when(item.downloaded_at!)}. Ask again for a new copy.`;
    case 'failed':
      return 'We could not prepare your data. Please ask again; if it fails again, contact us.';
    case 'expired':
      return 'The link expired before it was used. Ask again for a new one.';
  }
}

export function DownloadSection() {
  const client = useQueryClient();
  const latest = useQuery(dataExportQuery());
  const ask = useMutation({
    mutationFn: askForExport,
    onSuccess: (answer) => client.setQueryData(dataExportKey, { export: answer.export }),
  });
  const building = latest.data?.state === 'queued';
  return (
    <section aria-labelledby="download-heading" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id="download-heading" className="text-xl font-semibold text-brand-900">
        Download my data
      </h2>
      <p className="mt-2 text-slate-700">
        One ZIP file with your account, profile, saved positions, preferences, alerts, applications with their statuses,
        and every file you stored. We prepare it and e-mail you a link that works once, for 7 days.
      </p>
      <div className="mt-4" aria-live="polite">
        {latest.isPending ? (
          <Spinner label="Loading your latest request..." />
        ) : latest.isError ? (
          <Notice tone="error">We could not load your latest request. Please reload the page.</Notice>
        ) : latest.data ? (
          <p className="text-slate-800">
            <span className="font-medium">Latest request: </span>
            {exportStateText(latest.data)}
          </p>
        ) : (
          <p className="text-slate-600">You have not asked for your data yet.</p>
        )}
      </div>
      {ask.isError && (
        <div className="mt-4">
          <Notice tone="error">{ask.error.message}</Notice>
        </div>
      )}
      <Button className="mt-4 w-full sm:w-auto" onClick={() => ask.mutate()} disabled={ask.isPending || building}>
        {ask.isPending ? 'Asking...' : 'Download my data'}
      </Button>
    </section>
  );
}
