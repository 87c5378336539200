// "Positions I can apply to" on the Filters panel (issue 32 part 4): off by default; on, the listing
// keeps the positions whose posting lets the candidate's nationality or residence apply, and those
// that set no limit or do not say (unknown eligibility is never hidden). It needs the profile's
// nationality or residence: signed out, or without either, it says how to get there instead.
import { Link, useLocation } from 'react-router-dom';
import type { EligibleCodes } from '../../api/eligibility.ts';
import { TEXT_LINK } from '../ui/styles.ts';
import { CheckboxRow } from './CheckboxRow.tsx';
import { ELIGIBLE_LABEL } from './eligible-filter.ts';
import type { FilterChange } from './listing-url.ts';

export const ELIGIBLE_MESSAGES = {
  signIn: 'Sign in to see positions you can apply to',
  addNationality: 'Add your nationality to your profile',
  unavailable: 'Your profile could not be read just now. Please try again later.',
  loading: 'Reading your profile…',
  using:
    'Checked against the nationality and country of residence in your profile. Positions that do not say who may apply stay in the list.',
} as const;

export function EligibleFilter(props: {
  /** On in the address. */
  on: boolean;
  codes: EligibleCodes;
  onChange: (change: FilterChange) => void;
}) {
  const { on, codes, onChange } = props;
  const { pathname, search } = useLocation();
  const ready = codes.state === 'ready';
  return (
    <CheckboxRow
      label={ELIGIBLE_LABEL}
      checked={on && ready}
      disabled={!ready}
      strong
      // Turned on, it takes the profile's codes of now: a nationality edited since is followed.
      onChange={(checked) => onChange({ kind: 'eligible', value: checked && ready ? codes.codes : undefined })}
      hint={
        codes.state === 'signed-out' ? (
          <Link to="/login" state={{ from: `${pathname}${search}` }} className={TEXT_LINK}>
            {ELIGIBLE_MESSAGES.signIn}
          </Link>
        ) : codes.state === 'no-profile' ? (
          <Link to="/account/profile" className={TEXT_LINK}>
            {ELIGIBLE_MESSAGES.addNationality}
          </Link>
        ) : codes.state === 'unavailable' ? (
          ELIGIBLE_MESSAGES.unavailable
        ) : codes.state === 'loading' ? (
          ELIGIBLE_MESSAGES.loading
        ) : (
          ELIGIBLE_MESSAGES.using
        )
      }
    />
  );
}
