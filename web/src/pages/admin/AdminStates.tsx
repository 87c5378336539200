// What every admin section shows while its list loads, when it failed, and the pager under it.
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { Notice } from '../../components/ui/Notice.tsx';

/** Loading or failed (with a retry); null once there is data to show. */
export function LoadState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isPending) return <Spinner label={`Loading ${what}...`} />;
  if (!query.isError) return null;
  return (
    <div className="space-y-2">
      <Notice tone="error">{serverMessage(query.error, `The ${what} could not be loaded.`)}</Notice>
      <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
        Try again
      </Button>
    </div>
  );
}

export function Pager({
  offset,
  pageSize,
  total,
  onChange,
}: {
  offset: number;
  pageSize: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  if (total <= pageSize) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <div className="flex items-center gap-3 text-sm">
      <Button variant="secondary" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>
        Newer
      </Button>
      <span>
        {offset + 1}–{last} of {total}
      </span>
      <Button variant="secondary" disabled={last >= total} onClick={() => onChange(offset + pageSize)}>
        Older
      </Button>
    </div>
  );
}

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
