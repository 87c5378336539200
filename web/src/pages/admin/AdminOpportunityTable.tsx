// One page of the admin catalogue: the title links to the public page (a deleted one's says it was
// removed), with its university, state badges, a featured switch, and edit and delete for the ones
// not deleted. Wide: one card per listing on narrow screens (StackedTable).
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button.tsx';
import { ScrollRegion } from '../../components/ui/ScrollRegion.tsx';
import { STACKED_ROW, STACKED_TABLE, StackedCell as Cell } from '../../components/ui/StackedTable.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { opportunityPath } from '@phd/contracts/paths';
import type { AdminOpportunityJson } from '@phd/contracts/endpoints/admin-opportunities';
import { AdminTableHead } from './AdminTableHead.tsx';
import { ModerationBadges, SourceBadge, StatusBadge } from './opportunity-badges.tsx';

const day = (unixSeconds: number) => new Date(unixSeconds * 1000).toLocaleDateString('en-GB', { dateStyle: 'medium' });

export interface RowActions {
  busy: boolean;
  onFeature: (o: AdminOpportunityJson, featured: boolean) => void;
  onEdit: (o: AdminOpportunityJson) => void;
  onDelete: (o: AdminOpportunityJson) => void;
  onSplitDuplicate: (o: AdminOpportunityJson) => void;
}

/** In a near-duplicate group: a duplicate (out of the public listing) or the canonical that leads one. */
const inDuplicateGroup = (o: AdminOpportunityJson) => o.duplicate_of !== null || o.duplicates > 0;

export function AdminOpportunityTable({ rows, actions }: { rows: AdminOpportunityJson[]; actions: RowActions }) {
  return (
    <ScrollRegion label="Opportunity listings">
      <table className={`${STACKED_TABLE} md:min-w-[60rem]`}>
        <AdminTableHead
          columns={[
            'Title',
            'University',
            'Status',
            'Source',
            'Moderation',
            'Featured',
            'Added',
            { name: 'Actions', hidden: true },
          ]}
        />
        <tbody>
          {rows.map((o) => {
            const deleted = o.deleted_at !== null;
            return (
              <tr key={o.id} className={STACKED_ROW}>
                <Cell label="Title" className="md:max-w-[22rem]">
                  <Link to={opportunityPath(o.link)} className={`${TEXT_LINK} break-words`}>
                    {o.title}
                  </Link>
                </Cell>
                <Cell label="University">
                  {o.university}
                  <span className="block text-slate-600">{[o.city, o.country].filter(Boolean).join(', ')}</span>
                </Cell>
                <Cell label="Status">
                  <StatusBadge o={o} />
                  {o.duplicate_of !== null ? (
                    <span className="block text-slate-600">Duplicate</span>
                  ) : o.duplicates > 0 ? (
                    <span className="block text-slate-600">
                      {o.duplicates === 1 ? '1 duplicate' : `${o.duplicates} duplicates`}
                    </span>
                  ) : null}
                </Cell>
                <Cell label="Source">
                  <SourceBadge source={o.source} />
                </Cell>
                <Cell label="Moderation">
                  <ModerationBadges o={o} />
                </Cell>
                <Cell label="Featured">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={o.category === 'featured'}
                      disabled={deleted || actions.busy}
                      onChange={(e) => actions.onFeature(o, e.target.checked)}
                      className="h-4 w-4 accent-brand-700"
                      aria-label={`Featured: ${o.title}`}
                    />
                    <span aria-hidden="true">{o.category === 'featured' ? 'Yes' : 'No'}</span>
                  </label>
                </Cell>
                <Cell label="Added" className="whitespace-nowrap">
                  {day(o.created_at)}
                </Cell>
                <Cell className="max-md:pt-2">
                  {deleted ? (
                    <span className="text-slate-600">Deleted {day(o.deleted_at!)}</span>
                  ) : (
                    <span className="flex flex-wrap gap-2">
                      <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => actions.onEdit(o)}>
                        Edit<span className="sr-only"> {o.title}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        className="px-3 py-1 text-sm"
                        disabled={actions.busy}
                        onClick={() => actions.onDelete(o)}
                      >
                        Delete<span className="sr-only"> {o.title}</span>
                      </Button>
                      {inDuplicateGroup(o) ? (
                        <Button
                          variant="secondary"
                          className="px-3 py-1 text-sm whitespace-nowrap"
                          disabled={actions.busy}
                          onClick={() => actions.onSplitDuplicate(o)}
                        >
                          Not a duplicate<span className="sr-only"> {o.title}</span>
                        </Button>
                      ) : null}
                    </span>
                  )}
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
