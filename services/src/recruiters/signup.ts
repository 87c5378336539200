// Recruiter sign-up (spec section 3, "Recruiter signup payload"). Only university addresses may sign
// up (academic-email.ts); the account starts pending and a verification e-mail goes out through the
// outbox. Signing up again with a registered address answers exactly as a new sign-up does and sends
// that address an e-mail instead, so the answer never tells whether an address has an account.
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { invalid } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { findAcademicDomain, type AcademicMatch } from './academic-email.ts';
import { hashPassword, passwordProblem } from './password.ts';
import { signupInput, type SignupInput } from '@phd/contracts/input/recruiter';
import { SIGNUP_DONE } from '@phd/contracts/endpoints/recruiter-auth';
import { issueToken } from './recruiter-tokens.ts';

export const NOT_ACADEMIC =
  'We could not recognise this as a university email address. Please sign up with your university email, or contact support ("University email not recognised") if your university is missing.';

/** The `error` code of that refusal: the web offers University Support next to it. */
export const NOT_ACADEMIC_CODE = 'email_not_academic';

/** Why the password is too weak for this person (their own words count against it), or null. */
const weakPassword = (form: SignupInput) =>
  passwordProblem(form.password, [form.first_name, form.last_name, form.email, form.university]);

/**
 * Whether a sign-up passes the form's rules (fields, then password strength: what a person can fix
 * without asking us); only those count toward the sign-up rate limit, which reads the raw body.
 */
export function isWellFormedSignup(input: unknown): boolean {
  const form = signupInput.safeParse(input);
  return form.success && weakPassword(form.data) === null;
}

/** A sign-up whose fields the edge has read (signupInput); the password's strength is checked here. */
export async function signupRecruiter(
  db: Db,
  appSecret: string,
  form: SignupInput,
): Promise<{ message: typeof SIGNUP_DONE }> {
  const weak = weakPassword(form);
  if (weak) throw invalid(weak, { password: weak });
  const academic = await findAcademicDomain(db, form.email);
  if (!academic) throw invalid(NOT_ACADEMIC, { email: NOT_ACADEMIC }, NOT_ACADEMIC_CODE);

  const passwordHash = await hashPassword(form.password);
  try {
    await createOrRemind(db, appSecret, form, academic, passwordHash);
  } catch (error) {
    // The same sign-up sent twice at once (a double-click): the other request created the account and
    // queued its verification e-mail, so this one has nothing left to do and answers the same.
    if (!isUniqueViolation(error)) throw error;
  }
  return { message: SIGNUP_DONE };
}

async function createOrRemind(
  db: Db,
  appSecret: string,
  form: SignupInput,
  academic: AcademicMatch,
  passwordHash: string,
) {
  await db.$transaction(async (tx) => {
    const existing = await tx.recruiter.findUnique({ where: { email: form.email } });
    if (existing) {
      // Not verified yet: a fresh link. Verified: a password-reset link, in case they forgot it.
      const kind = existing.emailVerifiedAt ? 'password_reset' : 'email_verification';
      const tokenId = await issueToken(tx, appSecret, existing.id, kind);
      await recordEvent(
        tx,
        kind === 'password_reset' ? 'recruiter.password_reset_requested' : 'recruiter.verification_requested',
        { tokenId },
      );
      return;
    }
    const recruiter = await tx.recruiter.create({
      data: {
        email: form.email,
        passwordHash,
        firstName: form.first_name,
        lastName: form.last_name,
        // The university the address belongs to wins over a typed name: an address at one university
        // cannot publish in another's name. The typed name is used when the domain's owner is unknown.
        universityId: academic.universityId,
        universityName: academic.universityName ?? form.university,
        position: form.position,
        department: form.department,
      },
    });
    const tokenId = await issueToken(tx, appSecret, recruiter.id, 'email_verification');
    await recordEvent(tx, 'recruiter.verification_requested', { tokenId });
  });
}
