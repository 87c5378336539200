// @vitest-environment happy-dom
// Recruiter sign-up's refusals (spec sections 2 and 8): the server's reason is said once, in the notice
// with its way to University Support, and the field it is about is marked and points to it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecruiterSignupPage } from '../src/pages/recruiter/RecruiterSignupPage.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const NOT_ACADEMIC =
  'We could not recognise this as a university email address. Please sign up with your university email, or contact support ("University email not recognised") if your university is missing.';

async function fillAndSend(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('University email'), email);
  await user.type(screen.getByLabelText('University'), 'University of Edinburgh');
  await user.type(screen.getByLabelText('Password'), 'Tidal-Harbour-Quartz-2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Tidal-Harbour-Quartz-2026');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

describe('recruiter sign-up', () => {
  it('says why a non-academic address is refused once, next to University Support, and marks the field', async () => {
    fakeApi({
      'POST /api/university/auth/signup': () => ({
        status: 400,
        body: { error: 'email_not_academic', message: NOT_ACADEMIC, details: { email: NOT_ACADEMIC } },
      }),
    });
    renderPage(<RecruiterSignupPage />, { path: '/university/signup' });
    const user = await fillAndSend('someone@gmail.com');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(NOT_ACADEMIC);
    expect(within(alert).getByRole('button', { name: 'Contact University Support' })).toBeTruthy();
    expect(screen.getAllByText(NOT_ACADEMIC)).toHaveLength(1);

    const email = screen.getByLabelText('University email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.some((id) => document.getElementById(id)?.textContent?.includes(NOT_ACADEMIC))).toBe(true);

    // Editing the address clears the mark.
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a field message the notice does not already say under its field', async () => {
    fakeApi({
      'POST /api/university/auth/signup': () => ({
        status: 400,
        body: {
          error: 'invalid',
          message: 'Please check the form.',
          details: { university: 'University is too long' },
        },
      }),
    });
    renderPage(<RecruiterSignupPage />, { path: '/university/signup' });
    await fillAndSend('ada@ed.ac.uk');
    expect((await screen.findByRole('alert')).textContent).toContain('Please check the form.');
    expect(screen.getByText('University is too long')).toBeTruthy();
    expect(screen.getByLabelText('University').getAttribute('aria-invalid')).toBe('true');
  });
});
