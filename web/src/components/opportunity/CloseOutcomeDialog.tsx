// "Was the position filled?" when a recruiter or a university site closes a position (issue 32,
// docs/closing-notices.md): the answer words the closing e-mails its undecided applicants receive.
// "Not sure" leaves it to the applicants' statuses (an offer made: filled). Cancel, Escape or the
// backdrop keep the position open.
import type { ClosingOutcome } from '@phd/contracts/input/closing-outcome';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';

export interface CloseOutcomeDialogProps {
  /** The position being closed; null keeps the dialog shut. */
  title: string | null;
  onChoose: (outcome: ClosingOutcome | null) => void;
  onCancel: () => void;
}

export function CloseOutcomeDialog({ title, onChoose, onCancel }: CloseOutcomeDialogProps) {
  return (
    <Modal
      open={title !== null}
      title="Was the position filled?"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" data-initial-focus onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={() => onChoose(null)}>
            Not sure
          </Button>
          <Button variant="secondary" onClick={() => onChoose('not_filled')}>
            Closed without an appointment
          </Button>
          <Button onClick={() => onChoose('filled')}>Filled</Button>
        </>
      }
    >
      <p>
        “{title}” will close. Applicants with no decision get one e-mail saying how it ended. Not sure? Their e-mail
        then follows their statuses: filled if anyone was offered the position.
      </p>
    </Modal>
  );
}
