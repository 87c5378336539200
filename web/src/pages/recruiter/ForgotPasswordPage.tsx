// /university/forgot-password: asks for the address and always answers the same way (the server never
// says whether an address has an account); the e-mail carries a one-hour, single-use reset link.
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { recruiterAuth } from '../../api/university.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { TextField } from '../../components/ui/TextField.tsx';
import { AuthShell, OutcomeNotice } from './AuthShell.tsx';
import { requireFields, useAction, useFields } from './form-state.ts';

export function ForgotPasswordPage() {
  const form = useFields({ email: '' });
  const { outcome, busy, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = requireFields(form.values, { email: 'Email' });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    await run(() => recruiterAuth.forgotPassword(form.values.email.trim()), 'Failed to send password reset email');
  };

  return (
    <AuthShell
      path="/university/forgot-password"
      title="Forgot your password?"
      intro="Enter your university email and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/university/login" className={TEXT_LINK}>
            Back to login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <OutcomeNotice outcome={outcome} />
        <TextField label="University email" type="email" autoComplete="email" {...form.bind('email')} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthShell>
  );
}
