// Smart Picks' preferences (spec sections 2, 4 "Preference save", 5 and 8): read-only name and e-mail,
// countries, universities and disciplines (10 each at most, listed alphabetically), comments, and the
// "Notification" modal.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { allOptionNames } from '../../api/opportunities.ts';
import { userApi, type CurrentUser } from '../../api/user.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { FOCUS_RING } from '../../components/ui/styles.ts';
import { pageSlice, preferencesOf, recommendationsList, type Preferences } from '../account/account-queries.ts';
import { MultiSelect } from './MultiSelect.tsx';
import { listSignature } from './recommendations-refresh.ts';
import { sidebarName, sortedNames, togglePick, type PreferenceKind } from './smart-picks-rules.ts';

const READ_ONLY = `mt-1 block w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-slate-800`;
const SAVED = 'Preferences saved successfully!';
const FAILED = 'Failed to save preferences. Please try again.';

type Picks = Pick<Preferences, 'countries' | 'universities' | 'departments' | 'comments'>;

const NONE: Picks = { countries: [], universities: [], departments: [], comments: '' };

export interface PreferencesSectionProps {
  user: CurrentUser;
  /** After a save, with the signature of the recommendations read just before it (recommendations-refresh.ts). */
  onSaved?: (baseline: string | null) => void;
}

export function PreferencesSection({ user, onSaved }: PreferencesSectionProps) {
  const stored = useQuery(preferencesOf(user.id));
  if (stored.isPending) return <p className="text-slate-700">Loading...</p>;
  // Never set (or not loadable): start from nothing, as a first visit does.
  return <PreferencesForm user={user} initial={stored.data ?? NONE} onSaved={onSaved} />;
}

function PreferencesForm({ user, initial, onSaved }: PreferencesSectionProps & { initial: Picks }) {
  const id = useId();
  const client = useQueryClient();
  const countries = useQuery({ ...allOptionNames.countries(), select: sortedNames }).data ?? [];
  const universities = useQuery({ ...allOptionNames.universities(), select: sortedNames }).data ?? [];
  const disciplines = useQuery({ ...allOptionNames.disciplines(), select: sortedNames }).data ?? [];
  const [picks, setPicks] = useState<Picks>({
    countries: initial.countries,
    universities: initial.universities,
    departments: initial.departments,
    comments: initial.comments,
  });
  const [outcome, setOutcome] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async () => {
      // The recommendations as they stand, to tell the worker's new list from them.
      const before = await client
        .fetchQuery({ ...recommendationsList(user.id, pageSlice(1)), staleTime: 0 })
        .then(listSignature, () => null);
      await userApi.savePreferences({ user_id: user.id, ...picks });
      return before;
    },
    onSuccess: (before) => {
      setOutcome(SAVED);
      client.setQueryData(preferencesOf(user.id).queryKey, { user_id: user.id, ...picks });
      // The worker recomputes the recommendations within moments of the save; Smart Picks polls for them.
      void client.invalidateQueries({ queryKey: ['recommendations', user.id] });
      onSaved?.(before);
    },
    onError: () => setOutcome(FAILED),
  });

  const toggle = (field: 'countries' | 'universities' | 'departments', kind: PreferenceKind) => (value: string) => {
    const next = togglePick(picks[field], value, kind);
    // Alerted once the click is over, so the box is seen unticked behind the alert.
    if ('alert' in next) window.setTimeout(() => window.alert(next.alert), 0);
    else setPicks((current) => ({ ...current, [field]: next.list }));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5 rounded-xl bg-white p-6 shadow-sm">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-slate-900">
        User Preferences
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="font-medium text-slate-800">
            Username
          </label>
          <input id={`${id}-name`} readOnly value={sidebarName(user)} className={READ_ONLY} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-medium text-slate-800">
            Email
          </label>
          <input id={`${id}-email`} readOnly value={user.email ?? ''} className={READ_ONLY} />
        </div>
      </div>
      <MultiSelect
        label="Countries"
        options={countries}
        selected={picks.countries}
        onToggle={toggle('countries', 'countries')}
      />
      <MultiSelect
        label="Universities"
        options={universities}
        selected={picks.universities}
        onToggle={toggle('universities', 'universities')}
      />
      <MultiSelect
        label="Disciplines"
        options={disciplines}
        selected={picks.departments}
        onToggle={toggle('departments', 'disciplines')}
      />
      <div>
        <label htmlFor={`${id}-comments`} className="font-medium text-slate-800">
          Comments
        </label>
        <textarea
          id={`${id}-comments`}
          rows={4}
          maxLength={2000}
          value={picks.comments}
          placeholder="Research interests, methods, anything that helps us pick for you"
          onChange={(e) => setPicks((current) => ({ ...current, comments: e.target.value }))}
          className={`mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 ${FOCUS_RING}`}
        />
      </div>
      <Button type="button" disabled={save.isPending} onClick={() => save.mutate()}>
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
      <Modal
        open={outcome !== null}
        title="Notification"
        closeLabel="Close Notification"
        onClose={() => setOutcome(null)}
      >
        <p>{outcome}</p>
      </Modal>
    </section>
  );
}
