// The spec's University user (section 3), in the server's snake_case: what login, me and profile answer.
import type { z } from 'zod';
import type { universityUserSchema } from '@phd/contracts/endpoints/recruiter-auth';
import type { Recruiter, University } from '../db/generated/client.ts';

export type UniversityUserBody = z.output<typeof universityUserSchema>;

export type RecruiterWithUniversity = Recruiter & { university: Pick<University, 'name' | 'logoKey'> | null };

/**
 * Where GET /api/images serves a university's logo (the spec's "{universityName}.png"). The stored
 * key's digest rides along as `v`, so a new logo is not hidden by the day-long image cache.
 */
export function logoUrl(universityName: string, logoKey: string): string {
  const version = /-([0-9a-f]+)\.png$/.exec(logoKey)?.[1];
  const path = `/api/images/university/${encodeURIComponent(universityName)}.png`;
  return version ? `${path}?v=${version}` : path;
}

export function presentRecruiter(r: RecruiterWithUniversity): UniversityUserBody {
  return {
    id: r.id,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    university: r.universityName,
    position: r.position,
    department: r.department,
    email_verified: r.emailVerifiedAt !== null,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    city: r.city,
    country: r.country,
    logo_url: r.university?.logoKey ? logoUrl(r.university.name, r.university.logoKey) : null,
  };
}

export const withUniversity = { university: { select: { name: true, logoKey: true } } } as const;
