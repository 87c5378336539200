// The body a receiver gets (docs/webhooks.md "Payload"): `{ id, event, created_at, site, data }`, with
// `data` a small, stable description of what changed. Built once, when the event fans out, and stored
// on the delivery, so every try and every resend sends the very same bytes' content.
import { tenantPageUrl } from '@phd/contracts/tenant-site';
import type { Prisma } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

export interface Site {
  id: string;
  slug: string;
}

export function envelope(id: string, event: string, createdAt: Date, site: Site, data: Record<string, unknown>) {
  // Every value of `data` is JSON already (strings, numbers, null): built by the functions below.
  return {
    id,
    event,
    created_at: createdAt.toISOString(),
    site: { id: site.id, slug: site.slug },
    data: data as Prisma.InputJsonObject,
  } satisfies Prisma.InputJsonObject;
}

export async function opportunityData(tx: TenantTx, publicUrl: string, site: Site, opportunityId: string) {
  const row = await tx.opportunity.findFirst({
    where: { id: opportunityId, tenantId: site.id },
    select: { id: true, title: true, status: true, closingDate: true, updatedAt: true },
  });
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    closing_date: row.closingDate?.toISOString() ?? null,
    url: tenantPageUrl(publicUrl, site.slug, `/careers/${row.id}`),
  };
}

export async function applicantData(
  tx: TenantTx,
  applicantId: string,
  change: { status?: string; previousStatus?: string } = {},
) {
  const row = await tx.applicant.findFirst({
    where: { id: applicantId },
    select: { id: true, opportunityId: true, status: true, name: true, email: true, source: true, createdAt: true },
  });
  if (!row) return null;
  return {
    id: row.id,
    opportunity_id: row.opportunityId,
    status: change.status ?? row.status,
    previous_status: change.previousStatus ?? null,
    name: row.name,
    email: row.email,
    source: row.source,
    applied_at: row.createdAt.toISOString(),
  };
}

export async function commentData(tx: TenantTx, commentId: string) {
  const row = await tx.applicantComment.findFirst({
    where: { id: commentId },
    select: {
      id: true,
      comment: true,
      createdAt: true,
      applicant: { select: { id: true, opportunityId: true } },
      author: { select: { name: true } },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    applicant_id: row.applicant.id,
    opportunity_id: row.applicant.opportunityId,
    author: row.author?.name ?? null,
    text: row.comment,
    created_at: row.createdAt.toISOString(),
  };
}
