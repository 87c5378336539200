// "Withdraw application" on an application made on the site that is still in play (issue 32; docs/
// candidates-tracking.md, "Withdrawing"): it asks first, since the university is told and it cannot be
// undone, then says the result in a status message (or the server's sentence when it refuses).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/call.ts';
import { refreshTracking } from '../../api/tracking.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { WITHDRAWABLE_LABELS, withdrawApplication } from '@phd/contracts/endpoints/application-withdrawal';

/** Whether an application, as GET /api/applications words its status, can still be withdrawn. */
export const canWithdraw = (status: string) => WITHDRAWABLE_LABELS.includes(status);

/**
 * Rendered on every application on the site: nothing once it has ended, except the confirmation of a
 * withdrawal just made here (which stays after the list reloads with the new status).
 */
export function WithdrawApplication({ id, position, status }: { id: string; position: string; status: string }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => call(withdrawApplication, { params: { id } }),
    // The list shows the new status, and the calendar drops the position's deadline.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['applications'] }), refreshTracking(client)]),
  });
  const confirm = () => {
    setAsking(false);
    withdraw.mutate();
  };

  if (withdraw.isSuccess) return <Notice tone="success">{withdraw.data.message}</Notice>;
  if (!canWithdraw(status)) return null;
  return (
    <div className="space-y-2">
      <Button variant="secondary" className="text-sm" disabled={withdraw.isPending} onClick={() => setAsking(true)}>
        {withdraw.isPending ? 'Withdrawing...' : 'Withdraw application'}
        <span className="sr-only"> to {position}</span>
      </Button>
      {withdraw.isError && (
        <Notice tone="error">
          {serverMessage(withdraw.error, 'Your application could not be withdrawn. Please try again.')}
        </Notice>
      )}
      <Modal
        open={asking}
        title="Withdraw your application?"
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button variant="secondary" data-initial-focus onClick={() => setAsking(false)}>
              Keep my application
            </Button>
            <Button onClick={confirm}>Withdraw application</Button>
          </>
        }
      >
        <p>Withdraw your application to {position}? The university will be told. This cannot be undone.</p>
      </Modal>
    </div>
  );
}
