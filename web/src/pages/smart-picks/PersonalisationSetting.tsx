// Above Recommended Jobs: whether the picks are personalised (switching off shows the newest open
// positions instead, the same for everyone, and keeps no ranking of the candidate), and the positions
// they called "not for me", each of which they can take back.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { choicesApi, RECOMMENDATION_SETTINGS_KEY, recommendationSettings } from '../../api/recommendation-choices.ts';
import { FOCUS_RING, TEXT_LINK } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';

export function PersonalisationSetting() {
  const id = useId();
  const client = useQueryClient();
  const settings = useQuery(recommendationSettings());
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: RECOMMENDATION_SETTINGS_KEY }),
      client.invalidateQueries({ queryKey: ['recommendations'] }),
    ]);
  const toggle = useMutation({ mutationFn: choicesApi.setPersonalised, onSuccess: refresh });
  const undo = useMutation({ mutationFn: choicesApi.undismiss, onSuccess: refresh });
  if (settings.isPending || settings.isError) return null;
  const { personalised, dismissed } = settings.data;
  const failure = toggle.error ?? undo.error;
  return (
    <div className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-personalised`}
          type="checkbox"
          checked={personalised}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.target.checked)}
          className={`mt-1 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 ${FOCUS_RING}`}
        />
        <div>
          <label htmlFor={`${id}-personalised`} className="font-medium text-slate-900">
            Personalised recommendations
          </label>
          <p className="text-sm text-slate-700">
            {personalised
              ? 'Picked from your preferences, the positions you saved and the ones you marked “Not for me”.'
              : 'Off: you see the newest open positions, the same for everyone. Nothing is ranked from your activity.'}
          </p>
        </div>
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(failure, 'That did not work. Please try again.')}
        </p>
      )}
      {dismissed.length > 0 && (
        <details className="text-sm">
          <summary className={`cursor-pointer font-medium text-slate-900 ${FOCUS_RING}`}>
            Marked “Not for me” ({dismissed.length})
          </summary>
          <ul className="mt-2 divide-y divide-slate-200">
            {dismissed.map((d) => (
              <li key={d.opportunity_id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 text-slate-800">
                  {d.title} <span className="text-slate-600">· {d.university}</span>
                </span>
                <button
                  type="button"
                  disabled={undo.isPending}
                  onClick={() => undo.mutate(d.opportunity_id)}
                  className={`${TEXT_LINK} shrink-0`}
                >
                  Undo
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
