// The recruiter's profile (spec section 7: PUT /api/university/auth/profile). The e-mail and the
// university were fixed by verification and are shown, not edited.
import type { FormEvent } from 'react';
import { recruiterAuth, type RecruiterUser } from '../../api/university.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useRememberRecruiter } from '../../layout/useRecruiter.ts';
import { OutcomeNotice } from './AuthShell.tsx';
import { requireFields, serverFieldErrors, useAction, useFields } from './form-state.ts';

export function ProfileCard({ recruiter }: { recruiter: RecruiterUser }) {
  const remember = useRememberRecruiter();
  const form = useFields({
    first_name: recruiter.first_name,
    last_name: recruiter.last_name,
    position: recruiter.position ?? '',
    department: recruiter.department ?? '',
    city: recruiter.city ?? '',
    country: recruiter.country ?? '',
  });
  const { outcome, busy, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = requireFields(form.values, { first_name: 'First name', last_name: 'Last name' });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    await run(async () => {
      try {
        const answer = await recruiterAuth.updateProfile({
          ...form.values,
          email: recruiter.email,
          university: recruiter.university,
        });
        remember(answer.user);
        return answer;
      } catch (error) {
        form.setErrors(serverFieldErrors(error));
        throw error;
      }
    }, 'Failed to update profile');
  };

  return (
    <section aria-labelledby="profile-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="profile-title" className="font-semibold text-slate-900">
        Your profile
      </h2>
      <dl className="mt-3 space-y-1 text-sm">
        <div>
          <dt className="inline text-slate-600">Email: </dt>
          <dd className="inline break-all text-slate-900">{recruiter.email}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">University: </dt>
          <dd className="inline text-slate-900">{recruiter.university}</dd>
        </div>
      </dl>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3">
        <TextField label="First name" autoComplete="given-name" {...form.bind('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...form.bind('last_name')} />
        <TextField label="Position" autoComplete="organization-title" {...form.bind('position')} />
        <TextField label="Department" {...form.bind('department')} />
        <TextField label="City" autoComplete="address-level2" {...form.bind('city')} />
        <TextField label="Country" autoComplete="country-name" {...form.bind('country')} />
        <OutcomeNotice outcome={outcome} />
        <Button type="submit" variant="secondary" disabled={busy} className="text-sm">
          {busy ? 'Saving...' : 'Save Profile'}
        </Button>
      </form>
    </section>
  );
}
