// The confirm step of a status change: for interview, offered and rejected it asks whether to e-mail
// the applicant (the site's template); a bulk change is confirmed whatever the stage. Cancel has the
// first focus, the least harmful choice.
import { EMAILED_STAGES } from '../../../api/applicants.ts';
import type { ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';

export interface StatusChangeRequest {
  ids: string[];
  /** The applicant's name, or "3 applicants". */
  who: string;
  stage: ApplicantStatus;
}

export const needsConfirm = (request: StatusChangeRequest) =>
  request.ids.length > 1 || EMAILED_STAGES.includes(request.stage);

export function StatusConfirm({
  request,
  stageName,
  onChoose,
  onCancel,
}: {
  request: StatusChangeRequest | null;
  stageName: string;
  onChoose: (notify: boolean) => void;
  onCancel: () => void;
}) {
  const emailed = request !== null && EMAILED_STAGES.includes(request.stage);
  const many = (request?.ids.length ?? 0) > 1;
  return (
    <Modal
      open={request !== null}
      title={request ? `Move ${request.who} to ${stageName}?` : ''}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-initial-focus>
            Cancel
          </Button>
          {emailed ? (
            <>
              <Button variant="secondary" onClick={() => onChoose(false)}>
                Change without e-mail
              </Button>
              <Button onClick={() => onChoose(true)}>{many ? 'Change and e-mail them' : 'Change and e-mail'}</Button>
            </>
          ) : (
            <Button onClick={() => onChoose(false)}>Change status</Button>
          )}
        </>
      }
    >
      {emailed ? (
        <p>
          {many ? 'Should each applicant' : 'Should the applicant'} get the site’s “{stageName}” e-mail? It is sent in
          your university’s name; the change is kept in the status history either way.
        </p>
      ) : (
        <p>The change is kept in each applicant’s status history. No e-mail is sent.</p>
      )}
    </Modal>
  );
}
