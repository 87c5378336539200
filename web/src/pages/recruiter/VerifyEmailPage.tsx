// /university/verify?token=...: the link from the verification e-mail. The token is sent once (a
// query, so a re-render or React's development double effect never spends it twice); success leads to
// login, failure shows the server's message ("Email verification failed" if none) and a resend form.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { recruiterAuth } from '../../api/university.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/styles.ts';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { AuthShell, OutcomeNotice } from './AuthShell.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { RESEND_FAILED, useAction } from './form-state.ts';

const NO_TOKEN = 'This verification link is incomplete. Please open the link from your email again.';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const verification = useQuery({
    queryKey: ['university', 'verify', token],
    queryFn: () => recruiterAuth.verify(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  return (
    <AuthShell path="/university/verify" title="Verify your email">
      {token === '' ? (
        <Notice tone="error">{NO_TOKEN}</Notice>
      ) : verification.isPending ? (
        <Spinner label="Verifying your email..." />
      ) : verification.isSuccess ? (
        <>
          <Notice tone="success">{verification.data.message}</Notice>
          <Link to="/university/login" className={`${PRIMARY_BUTTON} mt-6`}>
            Log In
          </Link>
        </>
      ) : (
        <Notice tone="error">{serverMessage(verification.error, 'Email verification failed')}</Notice>
      )}
      {(token === '' || verification.isError) && <ResendForm />}
    </AuthShell>
  );
}

function ResendForm() {
  const [email, setEmail] = useState('');
  const { outcome, setOutcome, busy, run } = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setOutcome({ tone: 'error', text: 'Please enter your university email.' });
      return;
    }
    await run(() => recruiterAuth.resendVerification(email.trim()), RESEND_FAILED);
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
      <h2 className="font-semibold text-slate-900">Send a new link</h2>
      <TextField
        label="University email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <OutcomeNotice outcome={outcome} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Resend verification email'}
      </Button>
    </form>
  );
}
