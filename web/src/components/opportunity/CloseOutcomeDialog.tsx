// "Was the position filled?" when a recruiter or a university site closes a position (issue 32,
// docs/closing-notices.md): the answer words the closing e-mails its undecided applicants receive.
// "Not sure" leaves it to the applicants' statuses (an offer made: filled). Cancel, Escape or the
// backdrop keep the position open.
import type { ClosingOutcome } from '@phd/contracts/input/closing-outcome';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';

/** The question and its answers, shared by the dialog and the site's editor. */
export const OUTCOME_QUESTION = 'Was the position filled?';
export const OUTCOME_CHOICES: readonly { value: ClosingOutcome | null; label: string }[] = [
  { value: 'filled', label: 'Filled' },
  { value: 'not_filled', label: 'Closed without an appointment' },
  { value: null, label: 'Not sure' },
];
export const OUTCOME_HINT =
  'Applicants with no decision get one e-mail saying how it ended. Not sure? Their e-mail then follows their statuses: filled if anyone was offered the position.';

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
      title={OUTCOME_QUESTION}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" data-initial-focus onClick={onCancel}>
            Cancel
          </Button>
          {[...OUTCOME_CHOICES].reverse().map(({ value, label }) => (
            <Button key={label} variant={value === 'filled' ? 'primary' : 'secondary'} onClick={() => onChoose(value)}>
              {label}
            </Button>
          ))}
        </>
      }
    >
      <p>
        “{title}” will close. {OUTCOME_HINT}
      </p>
    </Modal>
  );
}
