// What the application form starts with for a signed-in candidate (issue 32): the profile's name,
// country of residence and phone (its dial code and number), else the account's name and nothing
// else; and the stored CV it selects (the default one), else a new upload. The candidate can change
// every field for this one application (the name stays the signed-in person's, as the spec has it).
// A university site's careers form starts from the same mapping (careersFields).
import type { DialCode } from '../../api/applications.ts';
import type { Profile, StoredCv } from '../../api/profile.ts';
import type { CurrentUser } from '../../api/user.ts';
import { displayName } from '../../layout/useCurrentUser.ts';
import type { ApplicationFields } from './application-rules.ts';

export function prefilledFields(
  user: CurrentUser,
  profile: Profile | undefined,
  countries: readonly DialCode[],
): ApplicationFields {
  const account = displayName(user);
  const country = profile?.country_of_residence ?? '';
  return {
    name: profile?.full_name.trim() || (account === 'User' ? '' : account),
    email: user.email ?? '',
    country,
    otherCountry: '',
    // The profile's own code; without a phone, the country's (the code is locked once a country is chosen).
    countryCode: profile?.phone?.dial_code || (countries.find((c) => c.name === country)?.dial_code ?? ''),
    phone: profile?.phone?.number ?? '',
    comments: '',
  };
}

/** The stored CV the form selects: the default, else none (a new upload). */
export const defaultCvId = (cvs: StoredCv[] | undefined): string => cvs?.find((cv) => cv.is_default)?.id ?? '';

/** A university site's careers form (no account there): its name, e-mail, phone and country fields. */
// A type, not an interface: the form's state (useFields) wants the implicit index signature.
export type CareersFields = {
  name: string;
  email: string;
  phone: string;
  country: string;
};

/**
 * The careers form's fields from the same mapping: the e-mail reviewers should write to (the
 * profile's contact address, else the account's) and the phone in one field ("+33 6 12 34 56 78"; no
 * number, no phone: a dial code alone is no phone).
 */
export function careersFields(user: CurrentUser, profile: Profile | undefined): CareersFields {
  const fields = prefilledFields(user, profile, []);
  return {
    name: fields.name,
    email: profile?.contact_email?.trim() || fields.email,
    phone: fields.phone.trim() ? `${fields.countryCode} ${fields.phone}`.trim() : '',
    country: fields.country,
  };
}
