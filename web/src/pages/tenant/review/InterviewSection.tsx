// The applicant's interview on the review screen (issue 34): the current interview's state (times
// offered, the chosen one, the candidate's request for others), reschedule and cancel; and, when none
// is open, the form that proposes 1-5 times with the zone (the browser's by default), the length, the
// place and the panel, which e-mails the candidate a link to choose.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { InterviewJson } from '@phd/contracts/endpoints/interviews';
import { APPLICANTS_KEY, type ApplicantDetail } from '../../../api/applicants.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { TextAreaField, TextField } from '../../../components/ui/TextField.tsx';
import { serverMessage } from '../../../layout/server-message.ts';
import { browserZone, localInputToIso, timeIn } from '../interviews/interview-format.ts';
import { INTERVIEWS_KEY, interviewsApi } from '../interviews/interviews-api.ts';

const OPEN = new Set<InterviewJson['status']>(['proposed', 'scheduled']);
const SLOTS_MAX = 5;

const STATE: Record<InterviewJson['status'], string> = {
  proposed: 'Proposed: waiting for the candidate to choose a time',
  alternatives_requested: 'The candidate asked for other times',
  scheduled: 'Booked',
  cancelled: 'Cancelled',
};

export function InterviewSection({ applicant, userId }: { applicant: ApplicantDetail; userId: string }) {
  const interviews = applicant.interviews ?? [];
  const current = interviews.find((i) => OPEN.has(i.status));
  const latest = interviews[0];
  return (
    <section aria-labelledby="interview-heading" className="space-y-3">
      <h3 id="interview-heading" className="font-semibold text-slate-900">
        Interview
      </h3>
      {latest?.status === 'alternatives_requested' && (
        <Notice tone="info">
          The candidate asked for other times{latest.candidate_note ? `: “${latest.candidate_note}”` : '.'} Propose new
          times below.
        </Notice>
      )}
      {current ? (
        <CurrentInterview key={current.id} interview={current} />
      ) : (
        <ProposeForm applicantId={applicant.id} userId={userId} />
      )}
    </section>
  );
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: APPLICANTS_KEY });
    void client.invalidateQueries({ queryKey: INTERVIEWS_KEY });
  };
}

function CurrentInterview({ interview }: { interview: InterviewJson }) {
  const refresh = useRefresh();
  const zone = interview.time_zone;
  const chosen = interview.slots.find((s) => s.id === interview.chosen_slot_id);
  const [moving, setMoving] = useState(false);
  const [when, setWhen] = useState('');
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const move = useMutation({
    mutationFn: () => {
      const startsAt = localInputToIso(when, zone);
      return interviewsApi.reschedule(interview.id, { starts_at: startsAt ?? when });
    },
    onSuccess: () => {
      setMoving(false);
      refresh();
    },
  });
  const cancel = useMutation({ mutationFn: () => interviewsApi.cancel(interview.id, reason), onSuccess: refresh });
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-medium text-slate-900">{STATE[interview.status]}</p>
      {chosen ? (
        <p>
          {timeIn(chosen.starts_at, zone)} · {interview.duration_minutes} minutes
        </p>
      ) : (
        <ul className="list-disc pl-5">
          {interview.slots.map((s) => (
            <li key={s.id}>{timeIn(s.starts_at, zone)}</li>
          ))}
        </ul>
      )}
      <p className="break-words">Where: {interview.location}</p>
      <p>Panel: {interview.panel.map((p) => p.name).join(', ')}</p>
      {interview.status === 'scheduled' &&
        (moving ? (
          <form
            className="space-y-2"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              move.mutate();
            }}
          >
            <TextField
              label={`New time (${zone})`}
              type="datetime-local"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
              required
            />
            {move.isError && (
              <Notice tone="error">{serverMessage(move.error, 'The interview could not be moved.')}</Notice>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={move.isPending}>
                Move and send updated invitations
              </Button>
              <Button variant="secondary" onClick={() => setMoving(false)}>
                Keep the time
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="secondary" onClick={() => setMoving(true)}>
            Reschedule
          </Button>
        ))}
      {cancelling ? (
        <form
          className="space-y-2"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            cancel.mutate();
          }}
        >
          <TextAreaField
            label="Reason (sent to the candidate, optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={1000}
            rows={2}
          />
          {cancel.isError && (
            <Notice tone="error">{serverMessage(cancel.error, 'The interview could not be cancelled.')}</Notice>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={cancel.isPending}>
              Cancel the interview
            </Button>
            <Button variant="secondary" onClick={() => setCancelling(false)}>
              Keep it
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setCancelling(true)}>
          Cancel interview
        </Button>
      )}
    </div>
  );
}

function ProposeForm({ applicantId, userId }: { applicantId: string; userId: string }) {
  const refresh = useRefresh();
  const [slots, setSlots] = useState<string[]>(['']);
  const [zone, setZone] = useState(browserZone);
  const [duration, setDuration] = useState('45');
  const [location, setLocation] = useState('');
  const [panel, setPanel] = useState<string[]>([userId]);
  const [note, setNote] = useState('');
  const staff = useQuery({
    queryKey: [...INTERVIEWS_KEY, 'panel-choices'],
    queryFn: ({ signal }) => interviewsApi.panelChoices(signal).then((a) => a.data),
    staleTime: 60_000,
  });
  const propose = useMutation({
    mutationFn: () =>
      interviewsApi.propose(applicantId, {
        slots: slots.filter(Boolean).map((s) => localInputToIso(s, zone) ?? s),
        time_zone: zone.trim(),
        duration_minutes: Number(duration),
        location,
        panel,
        ...(note.trim() && { note }),
      }),
    onSuccess: refresh,
  });
  const setSlot = (i: number, value: string) => setSlots((all) => all.map((s, j) => (j === i ? value : s)));
  const toggle = (id: string) => setPanel((all) => (all.includes(id) ? all.filter((p) => p !== id) : [...all, id]));
  return (
    <form
      className="space-y-3"
      aria-label="Propose an interview"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        propose.mutate();
      }}
    >
      {slots.map((s, i) => (
        <TextField
          key={i}
          label={`Time ${i + 1}`}
          type="datetime-local"
          value={s}
          onChange={(e) => setSlot(i, e.target.value)}
          required={i === 0}
        />
      ))}
      {slots.length < SLOTS_MAX && (
        <Button variant="secondary" onClick={() => setSlots((all) => [...all, ''])}>
          Add another time
        </Button>
      )}
      <TextField
        label="Time zone"
        value={zone}
        onChange={(e) => setZone(e.target.value)}
        hint="e.g. Europe/London"
        required
      />
      <TextField
        label="Length (minutes)"
        type="number"
        min={15}
        max={240}
        step={5}
        value={duration}
        onChange={(e) => setDuration(e.target.value)}
        required
      />
      <TextField
        label="Place"
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        hint="A video link (https://…) or a room"
        maxLength={300}
        required
      />
      <fieldset>
        <legend className="font-medium text-slate-800">Panel</legend>
        {staff.isError && <Notice tone="error">{serverMessage(staff.error, 'The staff could not be loaded.')}</Notice>}
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {(staff.data ?? []).map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={panel.includes(p.id)} onChange={() => toggle(p.id)} />
              {p.name}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Message to the candidate (optional)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={2000}
        rows={3}
      />
      {propose.isError && (
        <Notice tone="error">{serverMessage(propose.error, 'The interview could not be proposed.')}</Notice>
      )}
      {propose.isSuccess && <Notice tone="success">{propose.data.message}</Notice>}
      <Button type="submit" disabled={propose.isPending}>
        {propose.isPending ? 'Proposing...' : 'Propose and e-mail the candidate'}
      </Button>
    </form>
  );
}
