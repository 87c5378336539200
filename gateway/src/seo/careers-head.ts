// The head of a tenant's careers page (issue 14) as the gateway writes it for crawlers: indexed, with
// the site's name, and a JobPosting for each open position it shows (the list: all of them; a
// position's page: that one). A position that is not open on this site answers 404, not indexed; the
// confirmation page is not indexed either.
import type { PageMeta, SeoOpportunity } from '@phd/contracts/seo';
import { careersJobPosting, careersOpportunityMeta, normalisePath, tenantPageMeta } from '@phd/contracts/seo';
import { CAREERS_CONFIRM_PATH, careersOpportunityPath, CAREERS_PATH } from '@phd/contracts/careers';
import { isSaasPath, SAAS_PREFIX } from '@phd/contracts/tenant-site';

/** The site's open positions, as the careers API presents them. */
export type CareersReader = (tenantId: string) => Promise<SeoOpportunity[]>;

export interface CareersHead {
  meta: PageMeta;
  status: 200 | 404;
  jsonLd?: unknown;
}

export async function careersHead(
  tenant: { id: string; name: string; universityName: string },
  path: string,
  read: CareersReader,
  origin: string,
  now: Date,
): Promise<CareersHead> {
  const site = { name: tenant.name, university: tenant.universityName };
  const meta = tenantPageMeta(site, path);
  const bare = normalisePath(path).toLowerCase();
  const screenPath = isSaasPath(bare) ? bare.slice(SAAS_PREFIX.length) : bare;
  if (screenPath === CAREERS_CONFIRM_PATH) return { meta, status: 200 };
  // The page's own links keep the /saas prefix the visitor used.
  const prefix = bare.slice(0, bare.length - screenPath.length);
  const posting = (o: SeoOpportunity) => careersJobPosting(o, origin, `${prefix}${careersOpportunityPath(o.id)}`, now);
  const open = await read(tenant.id);
  if (screenPath === CAREERS_PATH)
    return { meta, status: 200, jsonLd: open.length > 0 ? open.map(posting) : undefined };
  const id = screenPath.slice(CAREERS_PATH.length + 1);
  const one = open.find((o) => o.id === id);
  if (!one) return { meta: { ...meta, noindex: true }, status: 404 };
  return { meta: careersOpportunityMeta(site, one, path), status: 200, jsonLd: posting(one) };
}
