// The careers page of a university site (issue 14): its paths and the consent line its form states.
// Shared by the web app (the form), the gateway (page heads) and the services (the confirmation
// e-mail's link), so the sentence a candidate agreed to is the one the server records consent for.

import { TENANT_SCREEN_PATHS } from './tenant-site.ts';

/** The site-relative paths of the careers page (below /saas on the main host). */
export const CAREERS_PATH = TENANT_SCREEN_PATHS.careers;
export const CAREERS_CONFIRM_PATH = `${CAREERS_PATH}/confirm`;
export const careersOpportunityPath = (opportunityId: string) => `${CAREERS_PATH}/${opportunityId}`;

/** How long the site keeps an application, as tenants.retention_months says (null: until deleted). */
export function retentionText(retentionMonths: number | null): string {
  if (retentionMonths === null) return 'until the university deletes it';
  return `for ${retentionMonths} ${retentionMonths === 1 ? 'month' : 'months'} after the position closes`;
}

/** The consent checkbox's sentence on the careers form. */
export function consentText(siteName: string, retentionMonths: number | null): string {
  return `I agree that ${siteName} stores my application and resume to review it; it is kept ${retentionText(retentionMonths)}.`;
}
