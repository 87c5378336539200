// What a university site's staff open from their e-mails (issue 13): the invitation (choose a name and
// a password; signed in at once), "forgot password" and the reset link. On the main host these live
// under /saas and the link names the site (?site=), which TenantGate remembers for the calls.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ROLE_LABELS, staffApi } from '../../api/staff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { PRIMARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { tenantBase } from '../../layout/tenant.ts';
import { useRememberStaff } from '../../layout/useStaff.ts';
import { useTenant } from '../../layout/useTenant.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { newPasswordErrors, requireFields, serverFieldErrors, useFields } from '../recruiter/form-state.ts';
import { NewPasswordFields } from '../recruiter/NewPasswordFields.tsx';
import { ResetPasswordForm } from '../recruiter/ResetPasswordForm.tsx';
import { TenantCard } from './TenantShell.tsx';

const INCOMPLETE = 'This link is incomplete. Please open the link from your e-mail again.';

/** The token of an e-mailed link (a /saas link's site is remembered by TenantGate). */
function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token')?.trim() ?? '';
}

const LoginLink = ({ children = 'Go to staff sign-in' }: { children?: string }) => (
  <Link to={`${tenantBase()}/login`} className={TEXT_LINK}>
    {children}
  </Link>
);

export function AcceptInvitationPage() {
  const token = useLinkToken();
  const { tenant } = useTenant();
  const navigate = useNavigate();
  const remember = useRememberStaff();
  const invitation = useQuery({
    queryKey: ['staff', 'invitation', token],
    queryFn: () => staffApi.inspectInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const form = useFields({ name: '', password: '', confirm_password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const siteName = tenant?.name ?? 'your university site';

  if (!token || invitation.error) {
    return (
      <TenantCard title="Join the staff" footer={<LoginLink />}>
        <Notice tone="error">{token ? serverMessage(invitation.error, INCOMPLETE) : INCOMPLETE}</Notice>
      </TenantCard>
    );
  }
  if (!invitation.data) return <Spinner label="Checking your invitation..." />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const errors = {
      ...requireFields(form.values, { name: 'Name' }),
      ...newPasswordErrors(form.values.password, form.values.confirm_password),
    };
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const signedIn = await staffApi.acceptInvitation(token, form.values.name.trim(), form.values.password);
      remember(signedIn);
      void navigate(`${tenantBase()}/dashboard`, { replace: true });
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      setProblem(serverMessage(error, 'The invitation could not be accepted. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TenantCard
      title="Join the staff"
      intro={`You are invited to ${siteName} as ${ROLE_LABELS[invitation.data.role].toLowerCase()}, signing in as ${invitation.data.email}.`}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {problem && <Notice tone="error">{problem}</Notice>}
        <TextField label="Your name" autoComplete="name" {...form.bind('name')} />
        <NewPasswordFields password={form.bind('password')} confirm={form.bind('confirm_password')} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Joining...' : 'Join and sign in'}
        </Button>
      </form>
    </TenantCard>
  );
}

export function StaffForgotPasswordPage() {
  const form = useFields({ email: '' });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = requireFields(form.values, { email: 'Email' });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      setOutcome({ tone: 'success', text: (await staffApi.forgotPassword(form.values.email.trim())).message });
    } catch (error) {
      setOutcome({ tone: 'error', text: serverMessage(error, 'The reset link could not be sent. Please try again.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <TenantCard
      title="Forgot password"
      intro="Enter the e-mail address you sign in with, and we will send you a link to choose a new password."
      footer={<LoginLink>Back to staff sign-in</LoginLink>}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
        <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </TenantCard>
  );
}

export function StaffResetPasswordPage() {
  const token = useLinkToken();
  const [done, setDone] = useState<string | null>(null);

  if (done) {
    return (
      <TenantCard title="Password changed">
        <Notice tone="success">{done}</Notice>
        <Link to={`${tenantBase()}/login`} className={`${PRIMARY_BUTTON} mt-6`}>
          Sign In
        </Link>
      </TenantCard>
    );
  }
  return (
    <TenantCard title="Choose a new password" footer={<LoginLink>Back to staff sign-in</LoginLink>}>
      <ResetPasswordForm token={token} submitLabel="Set new password" reset={staffApi.resetPassword} onDone={setDone} />
    </TenantCard>
  );
}
