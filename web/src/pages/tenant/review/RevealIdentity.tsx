// An owner's "Reveal identity" on a blind-reviewed applicant (issue 34): asked to confirm first, since
// every reveal is recorded in the applicant's access log; the identity then shows in place for this
// view only (opening the applicant again shows the pseudonym, and a new reveal is logged again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { APPLICANTS_KEY } from '../../../api/applicants.ts';
import { blindReviewApi, type RevealedIdentity } from '../../../api/blind-review.ts';
import type { StaffUser } from '../../../api/staff.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { serverMessage } from '../../../layout/server-message.ts';

export const REVEAL_WARNING = 'Revealing is recorded in the access log.';

/** Whether the signed-in member may reveal: owners only (outside the staff pages: nobody). */
function useMayReveal(): boolean {
  const context = useOutletContext<{ user?: Pick<StaffUser, 'role'> } | undefined>();
  return context?.user?.role === 'owner';
}

export function RevealIdentity({ applicantId, mayReveal }: { applicantId: string; mayReveal?: boolean }) {
  const fromSession = useMayReveal();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [identity, setIdentity] = useState<RevealedIdentity | null>(null);
  const reveal = useMutation({
    mutationFn: () => blindReviewApi.reveal(applicantId),
    onSuccess: (data) => {
      setIdentity(data);
      setAsking(false);
      // The access log beside it now holds the reveal.
      void queryClient.invalidateQueries({ queryKey: [...APPLICANTS_KEY, 'detail', applicantId] });
    },
  });
  if (!(mayReveal ?? fromSession)) return null;

  if (identity) {
    return (
      <section aria-label="Revealed identity" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">{identity.name}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-600">E-mail</dt>
          <dd className="min-w-0 break-words">{identity.email}</dd>
          {identity.phone && (
            <>
              <dt className="text-slate-600">Phone</dt>
              <dd>{identity.phone}</dd>
            </>
          )}
          {identity.country && (
            <>
              <dt className="text-slate-600">Country</dt>
              <dd>{identity.country}</dd>
            </>
          )}
          {identity.resume && (
            <>
              <dt className="text-slate-600">Resume</dt>
              <dd className="min-w-0 break-words">{identity.resume.filename}</dd>
            </>
          )}
        </dl>
        <p className="mt-2 text-slate-600">Only you see this, for this view. The reveal is in the access log.</p>
      </section>
    );
  }

  if (asking) {
    return (
      <div
        role="group"
        aria-label="Reveal identity"
        className="space-y-2 rounded-lg border border-slate-300 p-3 text-sm"
      >
        <p>{REVEAL_WARNING}</p>
        {reveal.isError && (
          <Notice tone="error">{serverMessage(reveal.error, 'The identity could not be revealed.')}</Notice>
        )}
        <div className="flex gap-2">
          <Button className="!px-3 !py-1 text-sm" onClick={() => reveal.mutate()} disabled={reveal.isPending}>
            {reveal.isPending ? 'Revealing…' : 'Reveal'}
          </Button>
          <Button variant="secondary" className="!px-3 !py-1 text-sm" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Button variant="secondary" className="!px-3 !py-1 text-sm" onClick={() => setAsking(true)}>
      Reveal identity
    </Button>
  );
}
