// /university/reset-password?token=...: choose a new password. The server ends every session of the
// account, so the recruiter logs in again with the new one.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forgetRecruiter, recruiterAuth } from '../../api/university.ts';
import { PRIMARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { AuthShell } from './AuthShell.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState<string | null>(null);

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
      <ResetPasswordForm
        token={token}
        submitLabel="Reset Password"
        reset={recruiterAuth.resetPassword}
        onDone={(message) => {
          forgetRecruiter();
          setDone(message);
        }}
      />
    </AuthShell>
  );
}
