// The signed-in recruiter's own profile (GET me, PUT profile). The e-mail and the university were
// established by verification, so a profile update cannot change them.
import type { Db } from '../db/client.ts';
import { invalid, unauthorized } from '../errors.ts';
import { presentRecruiter, withUniversity, type UniversityUserBody } from './present-recruiter.ts';
import type { ProfileInput } from '@phd/contracts/input/recruiter';

export const EMAIL_FIXED = 'Your email address cannot be changed here. Please contact support to move your account.';

export async function recruiterProfile(db: Db, recruiterId: string): Promise<UniversityUserBody> {
  const row = await db.recruiter.findUnique({ where: { id: recruiterId }, include: withUniversity });
  if (!row) throw unauthorized();
  return presentRecruiter(row);
}

export async function updateRecruiterProfile(
  db: Db,
  recruiterId: string,
  form: ProfileInput,
): Promise<UniversityUserBody> {
  const current = await db.recruiter.findUnique({ where: { id: recruiterId }, select: { email: true } });
  if (!current) throw unauthorized();
  if (form.email && form.email !== current.email) throw invalid(EMAIL_FIXED, { email: EMAIL_FIXED });
  const row = await db.recruiter.update({
    where: { id: recruiterId },
    data: {
      firstName: form.first_name,
      lastName: form.last_name,
      position: form.position,
      department: form.department,
      city: form.city,
      country: form.country,
    },
    include: withUniversity,
  });
  return presentRecruiter(row);
}
