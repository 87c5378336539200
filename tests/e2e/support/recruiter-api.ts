// Positions a spec needs in a state the demo catalogue lacks (closed, above all), made the way the
// demo recruiter makes them: the recruiter API with the login's bearer token (docs/recruiter-api.md).
import { expect, type APIRequestContext } from '@playwright/test';
import type { OpportunityDetailJson } from '@phd/contracts/public-schemas';

// Seeded by the demo catalogue (services/src/seed/accounts.ts).
const DEMO_RECRUITER = { email: 'demo.recruiter@ed.ac.uk', password: 'Recruiter-demo-2026' };

export interface DemoRecruiter {
  /** Publishes a position (title required; a plausible collect-resumes position otherwise). */
  publish(fields: Record<string, unknown> & { title: string }): Promise<OpportunityDetailJson>;
  close(id: string): Promise<OpportunityDetailJson>;
}

export async function demoRecruiter(request: APIRequestContext): Promise<DemoRecruiter> {
  const login = await request.post('/api/university/auth/login', { data: DEMO_RECRUITER });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const answer = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: OpportunityDetailJson }).data;
  };
  return {
    publish: async (fields) =>
      answer(
        await request.post('/api/university/opportunities', {
          headers,
          data: {
            country: 'United Kingdom',
            city: 'Edinburgh',
            department: 'School of Physics and Astronomy',
            ai_department: 'Physics',
            closing_date: Math.floor(Date.now() / 1000) + 60 * 86_400,
            collect_resumes: true,
            description: '<p>Study the early universe with new telescopes.</p>',
            ...fields,
          },
        }),
      ),
    close: async (id) => answer(await request.post(`/api/university/opportunities/${id}/close`, { headers })),
  };
}
