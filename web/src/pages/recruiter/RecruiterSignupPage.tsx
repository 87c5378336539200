// Recruiter sign-up (spec sections 3 and 7: the snake_case payload). Only university addresses are
// accepted; a refused address gets the server's reason and a way to University Support. Success asks
// the recruiter to open the verification link we e-mailed, with a way to send it again.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { recruiterAuth } from '../../api/university.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { AuthShell, OutcomeNotice, SupportButton } from './AuthShell.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { errorCode, newPasswordErrors, RESEND_FAILED, requireFields, useAction, useFields } from './form-state.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

const NOT_ACADEMIC = 'email_not_academic';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  university: '',
  position: '',
  department: '',
  password: '',
  confirm_password: '',
};

export function RecruiterSignupPage() {
  const form = useFields(EMPTY);
  const [problem, setProblem] = useState<{ message: string; support: boolean } | null>(null);
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    const errors = {
      ...requireFields(values, {
        first_name: 'First name',
        last_name: 'Last name',
        email: 'Email',
        university: 'University',
      }),
      ...newPasswordErrors(values.password, values.confirm_password),
    };
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setProblem({ message: 'Please check the highlighted fields.', support: false });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { message } = await recruiterAuth.signup({ ...values, email: values.email.trim() });
      setDone({ message, email: values.email.trim() });
    } catch (error) {
      const message = serverMessage(error, 'Signup failed');
      // Said once, in the notice (beside University Support): the field it is about only points to it.
      form.setServerErrors(error, message);
      setProblem({ message, support: errorCode(error) === NOT_ACADEMIC });
    } finally {
      setBusy(false);
    }
  };

  if (done) return <CheckYourEmail {...done} />;

  return (
    <AuthShell
      wide
      path="/university/signup"
      title="Publish PhD Opportunities Free"
      intro="Create a recruiter account with your university email. Publishing positions and reviewing applications is free."
      footer={
        <>
          <p>
            Already registered?{' '}
            <Link to="/university/login" className={TEXT_LINK}>
              Log in
            </Link>
          </p>
          <p>
            Questions? <SupportButton />
          </p>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        {problem && (
          <div id={form.noticeId} className="sm:col-span-2">
            <Notice tone="error">
              <p>{problem.message}</p>
              {problem.support && (
                <p className="mt-2">
                  <SupportButton>Contact University Support</SupportButton>
                </p>
              )}
            </Notice>
          </div>
        )}
        <TextField label="First name" autoComplete="given-name" {...form.bind('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...form.bind('last_name')} />
        <TextField
          className="sm:col-span-2"
          label="University email"
          type="email"
          autoComplete="email"
          hint="Use your address at the university, e.g. name@ed.ac.uk."
          {...form.bind('email')}
        />
        <TextField
          className="sm:col-span-2"
          label="University"
          autoComplete="organization"
          {...form.bind('university')}
        />
        <TextField label="Position (optional)" autoComplete="organization-title" {...form.bind('position')} />
        <TextField label="Department (optional)" {...form.bind('department')} />
        <NewPasswordFields password={form.bind('password')} confirm={form.bind('confirm_password')} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? 'Creating account...' : 'Create Account'}
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}

/** After sign-up: where the link went, and a way to have it sent again. */
function CheckYourEmail({ message, email }: { message: string; email: string }) {
  const resend = useAction();
  return (
    <AuthShell path="/university/signup" title="Check your email">
      <Notice tone="success">{message}</Notice>
      <p className="mt-4 text-slate-700">
        We sent the link to <span className="font-medium text-slate-900">{email}</span>. It works once and expires in 24
        hours.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={resend.busy}
          onClick={() => void resend.run(() => recruiterAuth.resendVerification(email), RESEND_FAILED)}
        >
          Resend verification email
        </Button>
        <Link to="/university/login" className={TEXT_LINK}>
          Go to login
        </Link>
      </div>
      <div className="mt-4">
        <OutcomeNotice outcome={resend.outcome} />
      </div>
    </AuthShell>
  );
}
