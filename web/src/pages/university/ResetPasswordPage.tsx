// /university/reset-password?token=...: choose a new password. The server ends every session of the
// account, so the recruiter logs in again with the new one.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forgetRecruiter, recruiterAuth } from '../../api/university.ts';
import { Button } from '../../components/ui/Button.tsx';
import { PRIMARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';
import { AuthShell, Notice } from './AuthShell.tsx';
import { newPasswordErrors, serverFieldErrors, useFields } from './form-state.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

const NO_TOKEN = 'This reset link is incomplete. Please open the link from your email again, or ask for a new one.';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const form = useFields({ password: '', confirm_password: '' });
  const [problem, setProblem] = useState<string | null>(token ? null : NO_TOKEN);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = newPasswordErrors(form.values.password, form.values.confirm_password);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const { message } = await recruiterAuth.resetPassword(token, form.values.password);
      forgetRecruiter();
      setDone(message);
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      setProblem(serverMessage(error, 'Password reset failed'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthShell path="/university/reset-password" title="Password changed">
        <Notice tone="success">{done}</Notice>
        <Link to="/university/login" className={`${PRIMARY_BUTTON} mt-6`}>
          Log In
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      path="/university/reset-password"
      title="Choose a new password"
      footer={
        <p>
          Link expired?{' '}
          <Link to="/university/forgot-password" className={TEXT_LINK}>
            Ask for a new one
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {problem && <Notice tone="error">{problem}</Notice>}
        <NewPasswordFields
          password={form.bind('password')}
          confirm={form.bind('confirm_password')}
          labels={['New password', 'Confirm new password']}
        />
        <Button type="submit" disabled={busy || !token}>
          {busy ? 'Saving...' : 'Reset Password'}
        </Button>
      </form>
    </AuthShell>
  );
}
