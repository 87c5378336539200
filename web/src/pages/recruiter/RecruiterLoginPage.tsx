// Recruiter login (spec sections 2, 4 and 7): e-mail and password; the token and user are stored as
// university_token and university_user. Errors show the server's message first, else "Login failed".
// An unverified account is offered a fresh verification link right there.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { recruiterAuth } from '../../api/university.ts';
import { RECRUITER_DASHBOARD } from '../../components/header/navigation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { useRecruiter, useRememberRecruiter } from '../../layout/useRecruiter.ts';
import { AuthShell, SupportButton } from './AuthShell.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { errorCode, RESEND_FAILED, requireFields, serverFieldErrors, useFields } from './form-state.ts';

const EMAIL_NOT_VERIFIED = 'email_not_verified';

/** Only paths inside the recruiter area are followed after login (no open redirect). */
function nextPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/university/') && !from.startsWith('/university/login')
    ? from
    : RECRUITER_DASHBOARD;
}

export function RecruiterLoginPage() {
  const { recruiter } = useRecruiter();
  const { state } = useLocation();
  const navigate = useNavigate();
  const remember = useRememberRecruiter();
  const form = useFields({ email: '', password: '' });
  const [problem, setProblem] = useState<{ message: string; unverified: boolean } | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (recruiter && !busy) return <Navigate to={nextPath(state)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = requireFields(form.values, { email: 'Email', password: 'Password' });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setProblem(null);
    setResent(null);
    try {
      const { token, user } = await recruiterAuth.login({
        email: form.values.email.trim(),
        password: form.values.password,
      });
      remember(user, token);
      void navigate(nextPath(state), { replace: true });
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      setProblem({
        message: serverMessage(error, 'Login failed'),
        unverified: errorCode(error) === EMAIL_NOT_VERIFIED,
      });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const { message } = await recruiterAuth.resendVerification(form.values.email.trim());
      setProblem(null);
      setResent(message);
    } catch (error) {
      setProblem({ message: serverMessage(error, RESEND_FAILED), unverified: true });
    }
  };

  return (
    <AuthShell
      path="/university/login"
      title="Recruiter Login"
      intro="Sign in to publish PhD opportunities and review applications."
      footer={
        <>
          <p>
            New to PhD Finder?{' '}
            <Link to="/university/signup" className={TEXT_LINK}>
              Create a free recruiter account
            </Link>
          </p>
          <p>
            Trouble signing in? <SupportButton />
          </p>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {problem && (
          <Notice tone="error">
            <p>{problem.message}</p>
            {problem.unverified && (
              <Button variant="secondary" className="mt-3 text-sm" onClick={() => void resend()}>
                Resend verification email
              </Button>
            )}
          </Notice>
        )}
        {resent && <Notice tone="success">{resent}</Notice>}
        <TextField label="University email" type="email" autoComplete="email" {...form.bind('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.bind('password')} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Logging in...' : 'Log In'}
          </Button>
          <Link to="/university/forgot-password" className={`${TEXT_LINK} text-sm`}>
            Forgot your password?
          </Link>
        </div>
      </form>
    </AuthShell>
  );
}
