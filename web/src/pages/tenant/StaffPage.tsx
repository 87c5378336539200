// The staff of a university site (issue 13), for its owners and admins: who is on it with which role,
// the invitations still open, and inviting by e-mail. Only an owner may invite, change or remove an
// owner, and the site always keeps one (the server says so when asked otherwise). Reviewers do not
// manage staff: they see a sentence saying who does.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isManagerRole, ROLE_LABELS, staffApi, type StaffRole, type StaffUser } from '../../api/staff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { INPUT_CLASS, TextField } from '../../components/ui/TextField.tsx';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { requireFields, useFields } from '../recruiter/form-state.ts';
import { useSignedInStaff } from './StaffGate.tsx';
import { StaffScreen } from './TenantShell.tsx';

const STAFF_KEY = ['staff', 'list'] as const;

export const ROLE_HELP: Record<StaffRole, string> = {
  owner: 'Manages everything, including owners',
  admin: 'Manages staff, opportunities and settings',
  reviewer: 'Reviews applicants',
};

/** The roles this member may hand out: only owners make owners. */
const grantable = (role: StaffRole): StaffRole[] =>
  role === 'owner' ? ['owner', 'admin', 'reviewer'] : ['admin', 'reviewer'];

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function StaffPage() {
  const { user } = useSignedInStaff();
  if (!isManagerRole(user.role)) {
    return (
      <StaffScreen title="Staff">
        <Notice tone="info">
          Only the site’s owners and admins manage its staff. Ask one of them to invite someone.
        </Notice>
      </StaffScreen>
    );
  }
  return <ManageStaff me={user} />;
}

function ManageStaff({ me }: { me: StaffUser }) {
  const client = useQueryClient();
  const errors = useErrorModal();
  const list = useQuery({ queryKey: STAFF_KEY, queryFn: ({ signal }) => staffApi.staff(signal) });
  const [outcome, setOutcome] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StaffUser | null>(null);
  const done = (result: { message: string }) => {
    setOutcome(result.message);
    void client.invalidateQueries({ queryKey: STAFF_KEY });
  };
  const fail = (error: unknown) =>
    errors.show(serverMessage(error, 'The change could not be saved. Please try again.'));
  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) => staffApi.changeRole(id, role),
    onSuccess: done,
    onError: fail,
  });
  const remove = useMutation({ mutationFn: (id: string) => staffApi.remove(id), onSuccess: done, onError: fail });
  const withdraw = useMutation({ mutationFn: (id: string) => staffApi.withdraw(id), onSuccess: done, onError: fail });

  return (
    <StaffScreen title="Staff" intro="Who can sign in to this site, and what they may do.">
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="members" className="lg:col-span-2">
          <h2 id="members" className="text-lg font-semibold text-brand-900">
            Members
          </h2>
          {outcome && (
            <div className="mt-3">
              <Notice tone="success">{outcome}</Notice>
            </div>
          )}
          {list.isLoading && <Spinner label="Loading the staff..." />}
          {list.error && <Notice tone="error">{serverMessage(list.error, 'The staff could not be loaded.')}</Notice>}
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow">
            {list.data?.data?.map((member) => {
              const locked = member.role === 'owner' && me.role !== 'owner';
              return (
                <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      {member.name}
                      {member.id === me.id && <span className="text-slate-600"> (you)</span>}
                    </p>
                    <p className="text-sm break-all text-slate-600">{member.email}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <label className="sr-only" htmlFor={`role-${member.id}`}>
                      Role of {member.name}
                    </label>
                    <select
                      id={`role-${member.id}`}
                      className={`${INPUT_CLASS} mt-0 w-auto`}
                      value={member.role}
                      disabled={locked || changeRole.isPending}
                      onChange={(event) => changeRole.mutate({ id: member.id, role: event.target.value as StaffRole })}
                    >
                      {(locked ? (['owner'] as StaffRole[]) : grantable(me.role)).map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                    {!locked && (
                      <Button variant="secondary" onClick={() => setRemoving(member)}>
                        Remove
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>

          <h2 className="mt-8 text-lg font-semibold text-brand-900">Open invitations</h2>
          {list.data?.invitations?.length === 0 && <p className="mt-2 text-slate-700">No invitations are waiting.</p>}
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow empty:hidden">
            {list.data?.invitations?.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{invitation.email}</p>
                  <p className="text-sm text-slate-600">
                    {ROLE_LABELS[invitation.role]} · link works until {when(invitation.expires_at)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(invitation.id)}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <InviteForm role={me.role} onInvited={done} />
      </div>
      <Modal
        open={removing !== null}
        title="Remove from the staff?"
        onClose={() => setRemoving(null)}
        actions={
          <>
            <Button variant="secondary" data-initial-focus onClick={() => setRemoving(null)}>
              Keep
            </Button>
            <Button
              onClick={() => {
                if (removing) remove.mutate(removing.id);
                setRemoving(null);
              }}
            >
              Remove
            </Button>
          </>
        }
      >
        <p>
          {removing?.name} ({removing?.email}) will be signed out at once and can no longer sign in to this site. Their
          comments stay.
        </p>
      </Modal>
    </StaffScreen>
  );
}

function InviteForm({ role, onInvited }: { role: StaffRole; onInvited: (result: { message: string }) => void }) {
  const form = useFields({ email: '', role: 'reviewer' });
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => staffApi.invite(form.values.email.trim(), form.values.role as StaffRole),
    onSuccess: (result) => {
      form.setValues({ email: '', role: form.values.role });
      onInvited(result);
    },
    onError: (error) => {
      const message = serverMessage(error, 'The invitation could not be sent. Please try again.');
      form.setServerErrors(error, message);
      setProblem(message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const errors = requireFields(form.values, { email: 'Email' });
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) invite.mutate();
  };
  return (
    <section aria-labelledby="invite" className="h-fit rounded-xl bg-white p-5 shadow">
      <h2 id="invite" className="text-lg font-semibold text-brand-900">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-slate-700">They get an e-mail with a link to choose a password (valid 7 days).</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {problem && (
          <div id={form.noticeId}>
            <Notice tone="error">{problem}</Notice>
          </div>
        )}
        <TextField label="Email" type="email" autoComplete="off" {...form.bind('email')} />
        <div>
          <label htmlFor="invite-role" className="block font-medium text-slate-900">
            Role
          </label>
          <select
            id="invite-role"
            className={INPUT_CLASS}
            value={form.values.role}
            onChange={form.bind('role').onChange}
          >
            {grantable(role).map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}: {ROLE_HELP[r]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
    </section>
  );
}
