// A new password and its confirmation (sign-up and reset), with the strength hint the server enforces.
import type { ComponentProps } from 'react';
import { TextField } from '../../components/ui/TextField.tsx';
import { RECRUITER_PASSWORD_MIN } from './form-state.ts';

type Binding = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'errorElsewhere' | 'onChange'>;

export function NewPasswordFields({
  password,
  confirm,
  labels = ['Password', 'Confirm password'],
}: {
  password: Binding;
  confirm: Binding;
  labels?: [password: string, confirm: string];
}) {
  return (
    <>
      <TextField
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        hint={`At least ${RECRUITER_PASSWORD_MIN} characters, not easy to guess.`}
        {...password}
      />
      <TextField label={labels[1]} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
