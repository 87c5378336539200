// The whole catalogue for admins (issue 15): search and filter every listing (any status, source or
// moderation, deleted ones on request), page through them, create or edit one (with the university's
// logo), switch featured on and off, and delete after a confirmation. The public listing follows each
// change within a couple of seconds (outbox -> search index).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ADMIN_OPPORTUNITIES_KEY,
  adminOpportunities,
  NO_FILTERS,
  type AdminOpportunityFilters as Filters,
} from '../../api/admin-opportunities.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { AdminOpportunityJson } from '@phd/contracts/endpoints/admin-opportunities';
import { Notice } from '../../components/ui/Notice.tsx';
import { AdminOpportunityFilters } from './AdminOpportunityFilters.tsx';
import { AdminOpportunityForm } from './AdminOpportunityForm.tsx';
import { AdminOpportunityTable } from './AdminOpportunityTable.tsx';
import { AdminList, useFilteredPages } from './AdminList.tsx';

type Editing = { id?: string } | null;

export const deleteQuestion = (o: Pick<AdminOpportunityJson, 'title' | 'university'>) =>
  `Delete "${o.title}" at ${o.university}? It leaves the public listing, and its page will say it was removed.`;

export function OpportunitiesSection() {
  const { filter: filters, setFilter: setFilters, page } = useFilteredPages<Filters>(NO_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const client = useQueryClient();
  const errors = useErrorModal();
  const list = useQuery({
    queryKey: [...ADMIN_OPPORTUNITIES_KEY, 'list', filters, page.offset],
    queryFn: ({ signal }) => adminOpportunities.list(filters, page.offset, signal),
    placeholderData: keepPreviousData,
  });
  const pickers = useQuery({
    queryKey: [...ADMIN_OPPORTUNITIES_KEY, 'universities-by-country'],
    queryFn: ({ signal }) => adminOpportunities.universitiesByCountry(signal),
    staleTime: 5 * 60_000,
  });
  const countries = pickers.data?.data ?? [];

  const refresh = () => client.invalidateQueries({ queryKey: ADMIN_OPPORTUNITIES_KEY });
  const showAnswer = (answer: { message: string }) => {
    setNotice(answer.message);
    return refresh();
  };
  const onError = (fallback: string) => (error: unknown) => errors.show(serverMessage(error, fallback));
  const feature = useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) =>
      adminOpportunities.update(id, { category: featured ? 'featured' : 'standard' }),
    onSuccess: refresh,
    onError: onError('The listing could not be changed.'),
  });
  const remove = useMutation({
    mutationFn: (o: AdminOpportunityJson) => adminOpportunities.remove(o.id),
    onSuccess: showAnswer,
    onError: onError('The listing could not be deleted.'),
  });

  const split = useMutation({
    mutationFn: (o: AdminOpportunityJson) => adminOpportunities.splitDuplicate(o.id),
    onSuccess: showAnswer,
    onError: onError('The listing could not be split from its group.'),
  });

  if (editing) {
    return (
      <AdminOpportunityForm
        id={editing.id}
        pickers={countries}
        onDone={(message) => {
          setEditing(null);
          setNotice(message);
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }

  return (
    <section aria-labelledby="opportunities-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="opportunities-heading" className="text-xl font-bold text-brand-900">
          Opportunities
          {list.data ? (
            <span className="ml-2 text-base font-normal text-slate-600">{list.data.pagination.total} found</span>
          ) : null}
        </h2>
        <Button
          onClick={() => {
            setNotice(null);
            setEditing({});
          }}
        >
          New opportunity
        </Button>
      </div>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <AdminOpportunityFilters applied={filters} countries={countries.map((c) => c.country)} onApply={setFilters} />
      <AdminList
        query={list}
        what="opportunities"
        empty="No opportunities match these filters."
        {...page}
        table={(rows) => (
          <AdminOpportunityTable
            rows={rows}
            actions={{
              busy: feature.isPending || remove.isPending || split.isPending,
              onFeature: (o, featured) => feature.mutate({ id: o.id, featured }),
              onEdit: (o) => {
                setNotice(null);
                setEditing({ id: o.id });
              },
              onDelete: (o) => {
                if (window.confirm(deleteQuestion(o))) remove.mutate(o);
              },
              onSplitDuplicate: (o) => {
                setNotice(null);
                split.mutate(o);
              },
            }}
          />
        )}
      />
    </section>
  );
}
