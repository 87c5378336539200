// Smart Picks' "Alerts & Reminders": the candidate's saved searches (saved from the listing with
// "Alert me about new matches"), each with its frequency and a delete button, and the switch for
// deadline reminders (an e-mail three days before a saved position's deadline).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ALERTS_KEY, alertsApi, REMINDERS_KEY, type SearchAlertJson } from '../../api/alerts.ts';
import { FOCUS_RING, SECONDARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';

export function AlertsSection() {
  const id = useId();
  const client = useQueryClient();
  const alerts = useQuery({ queryKey: ALERTS_KEY, queryFn: alertsApi.list });
  const reminders = useQuery({ queryKey: REMINDERS_KEY, queryFn: alertsApi.reminders });
  const refresh = () => client.invalidateQueries({ queryKey: ALERTS_KEY });
  const frequency = useMutation({
    mutationFn: ({ alert, value }: { alert: SearchAlertJson; value: 'daily' | 'weekly' }) =>
      alertsApi.setFrequency(alert.id, value),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (alert: SearchAlertJson) => alertsApi.remove(alert.id),
    onSettled: refresh,
  });
  const toggle = useMutation({
    mutationFn: alertsApi.setReminders,
    onSuccess: (data) => client.setQueryData(REMINDERS_KEY, data),
  });
  const failure = frequency.error ?? remove.error ?? toggle.error;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-slate-900">
        Alerts &amp; Reminders
      </h2>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {serverMessage(failure, 'That did not work. Please try again.')}
        </p>
      )}
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Search alerts</h3>
        {alerts.isPending ? (
          <p className="mt-2 text-slate-700">Loading...</p>
        ) : alerts.isError ? (
          <p className="mt-2 text-slate-700">Your alerts could not be loaded. Please refresh the page.</p>
        ) : alerts.data.data.length === 0 ? (
          <p className="mt-2 text-slate-700">
            No alerts yet. Search the{' '}
            <Link to="/phd-vacancies" className={TEXT_LINK}>
              PhD openings
            </Link>{' '}
            and choose &ldquo;Alert me about new matches&rdquo; to get new positions by e-mail.
          </p>
        ) : (
          <ul aria-label="Search alerts" className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {alerts.data.data.map((alert) => (
              <li key={alert.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="font-medium text-slate-900">{alert.label}</p>
                <div className="flex items-center gap-3">
                  <label className="text-sm text-slate-700">
                    <span className="sr-only">How often for {alert.label}</span>
                    <select
                      value={alert.frequency}
                      onChange={(e) => frequency.mutate({ alert, value: e.target.value as 'daily' | 'weekly' })}
                      className={`rounded-lg border border-slate-300 bg-white px-2 py-1 ${FOCUS_RING}`}
                    >
                      <option value="daily">Daily</option>
                      <option value="weekly">Weekly</option>
                    </select>
                  </label>
                  <button
                    type="button"
                    onClick={() => remove.mutate(alert)}
                    aria-label={`Delete alert: ${alert.label}`}
                    className={`${SECONDARY_BUTTON} text-sm`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Deadline reminders</h3>
        <label className="mt-2 flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            className={`mt-1 h-4 w-4 ${FOCUS_RING}`}
            checked={reminders.data?.deadline_reminders ?? true}
            disabled={reminders.isPending || toggle.isPending}
            onChange={(e) => toggle.mutate(e.target.checked)}
          />
          <span>E-mail me three days before the deadline of a position I saved (once per position).</span>
        </label>
      </div>
    </section>
  );
}
