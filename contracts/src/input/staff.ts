// Input of the tenant staff calls (issue 13): sign-in, invitations, roles, password reset and the
// site's settings. snake_case where the client sends more than one word.
import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles.ts';
import { emailField } from './email.ts';
import { newPassword as password, signInPassword } from './password.ts';
import { atMost, requiredLine } from './text.ts';

export const staffEmail = emailField.transform((email) => email.toLowerCase());

const role = z.enum(STAFF_ROLES, { error: 'Role must be owner, admin or reviewer' });

const name = (label: string) => requiredLine(label, 120, atMost(label, 120));

/** Links carry the token; anything longer than a token is refused as an invalid link. */
const linkToken = z.string({ error: 'The link is incomplete' }).trim().min(1, 'The link is incomplete').max(200);

/** A staff member's id in a path (another site's member is simply not found). */
export const staffIdParams = z.object({
  id: z.uuid({ error: 'is not a valid id' }).transform((id) => id.toLowerCase()),
});

export const staffLoginInput = z.object({
  email: staffEmail,
  password: signInPassword,
});

export const inviteInput = z.object({ email: staffEmail, role });

export const roleInput = z.object({ role });

export const invitationTokenInput = z.object({ token: linkToken });

export const acceptInvitationInput = z
  .object({ token: linkToken, name: name('Name'), password, confirm_password: z.string().optional() })
  .refine((f) => f.confirm_password === undefined || f.password === f.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });

export const staffEmailInput = z.object({ email: staffEmail });

export const staffResetInput = z.object({ token: linkToken, password });

export const ACCENT_COLOR_RULE = 'Accent colour must be a colour like #1d4ed8';
export const ACCENT_TOO_LIGHT =
  'This accent colour is too light to read on white: choose a darker one (links and buttons need a contrast of at least 4.5 to 1).';

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
export function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

export const settingsInput = z.object({
  name: name('Site name'),
  accent_color: z
    .string({ error: ACCENT_COLOR_RULE })
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, ACCENT_COLOR_RULE)
    .refine((hex) => contrastOnWhite(hex) >= 4.5, ACCENT_TOO_LIGHT)
    .nullish()
    .or(z.literal('').transform(() => null)),
});

/** The longest a site may hold back its closing notices (issue 32): a delay to finish reviewing, never "off". */
export const CLOSING_NOTICE_MAX_DELAY_DAYS = 30;
export const CLOSING_NOTICE_DELAY_RULE = `The delay must be a whole number of days from 0 to ${CLOSING_NOTICE_MAX_DELAY_DAYS}.`;

export const closingNoticeDelayInput = z.object({
  delay_days: z
    .number({ error: CLOSING_NOTICE_DELAY_RULE })
    .int(CLOSING_NOTICE_DELAY_RULE)
    .min(0, CLOSING_NOTICE_DELAY_RULE)
    .max(CLOSING_NOTICE_MAX_DELAY_DAYS, CLOSING_NOTICE_DELAY_RULE),
});

export type ClosingNoticeDelayInput = z.output<typeof closingNoticeDelayInput>;

export type InviteInput = z.output<typeof inviteInput>;
export type RoleInput = z.output<typeof roleInput>;
export type InvitationTokenInput = z.output<typeof invitationTokenInput>;
export type AcceptInvitationInput = z.output<typeof acceptInvitationInput>;
export type StaffEmailInput = z.output<typeof staffEmailInput>;
export type StaffResetInput = z.output<typeof staffResetInput>;
export type SettingsInput = z.output<typeof settingsInput>;
