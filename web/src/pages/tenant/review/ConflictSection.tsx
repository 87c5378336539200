// "Declare a conflict of interest" (issue 34): after a confirm step with an optional reason, the
// applicant is hidden from the reader everywhere, so the panel closes and the list refreshes without
// them. Cancel has the first focus: declaring cannot be undone from this screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CONFLICT_REASON_MAX } from '@phd/contracts/input/review';
import { APPLICANTS_KEY, type ApplicantDetail } from '../../../api/applicants.ts';
import { reviewApi } from '../../../api/review.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { FOCUS_RING, TEXT_LINK } from '../../../components/ui/styles.ts';
import { serverMessage } from '../../../layout/server-message.ts';

export function ConflictSection({
  applicantId,
  name,
  conflicts,
  onDeclared,
}: {
  applicantId: string;
  name: string;
  /** Colleagues' declarations (owners and admins are given them; reviewers get none). */
  conflicts: ApplicantDetail['conflicts'];
  /** Told the message once declared: the caller closes the panel. */
  onDeclared: (message: string) => void;
}) {
  const reasonId = useId();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const declare = useMutation({
    mutationFn: () => reviewApi.declareConflict(applicantId, reason),
    onSuccess: async ({ message }) => {
      setOpen(false);
      onDeclared(message);
      await client.invalidateQueries({ queryKey: APPLICANTS_KEY });
    },
  });

  return (
    <section aria-label="Conflict of interest" className="text-sm">
      {conflicts.length > 0 && (
        <div className="mb-2">
          <h3 className="font-semibold text-slate-900">Declared conflicts of interest</h3>
          <ul className="mt-1 space-y-1">
            {conflicts.map((c, index) => (
              <li key={`${c.reviewer?.id ?? 'former'}-${index}`}>
                <span className="font-medium">{c.reviewer?.name ?? 'A former colleague'}</span>
                {c.reason && <span className="text-slate-700">: “{c.reason}”</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className={TEXT_LINK} onClick={() => setOpen(true)}>
        Declare a conflict of interest
      </button>
      <Modal
        open={open}
        title={`Declare a conflict of interest with ${name}?`}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} data-initial-focus>
              Cancel
            </Button>
            <Button onClick={() => declare.mutate()} disabled={declare.isPending}>
              Declare conflict
            </Button>
          </>
        }
      >
        <p>
          This applicant will be hidden from you everywhere: the list, comments, exports and e-mails. The site’s owners
          and admins see your declaration so they do not involve you.
        </p>
        <label htmlFor={reasonId} className="mt-3 block text-sm text-slate-700">
          Reason (optional, seen by owners and admins)
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={CONFLICT_REASON_MAX}
          rows={2}
          onChange={(event) => setReason(event.target.value)}
          className={`mt-1 w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm ${FOCUS_RING}`}
        />
        {declare.isError && (
          <div className="mt-3">
            <Notice tone="error">
              {serverMessage(declare.error, 'The conflict could not be recorded. Please try again.')}
            </Notice>
          </div>
        )}
      </Modal>
    </section>
  );
}
