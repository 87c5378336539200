// The form of an e-mailed reset link (recruiters and university staff): a new password and its
// confirmation, checked here as the server checks them, then `reset`; the page shows what follows.
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { newPasswordErrors, serverFieldErrors, useFields } from './form-state.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

export const NO_TOKEN =
  'This reset link is incomplete. Please open the link from your email again, or ask for a new one.';

export function ResetPasswordForm({
  token,
  submitLabel,
  reset,
  onDone,
}: {
  token: string;
  submitLabel: string;
  reset: (token: string, password: string) => Promise<{ message: string }>;
  onDone: (message: string) => void;
}) {
  const form = useFields({ password: '', confirm_password: '' });
  const [problem, setProblem] = useState<string | null>(token ? null : NO_TOKEN);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = newPasswordErrors(form.values.password, form.values.confirm_password);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setProblem(null);
    try {
      onDone((await reset(token, form.values.password)).message);
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      setProblem(serverMessage(error, 'Password reset failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {problem && <Notice tone="error">{problem}</Notice>}
      <NewPasswordFields
        password={form.bind('password')}
        confirm={form.bind('confirm_password')}
        labels={['New password', 'Confirm new password']}
      />
      <Button type="submit" disabled={busy || !token}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
