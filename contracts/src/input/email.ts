// An e-mail address a person types (contact, newsletter, applications, recruiter and staff accounts):
// one rule and the spec's two messages for every form.
import { z } from 'zod';
import { lineText } from './text.ts';

export const emailField = lineText('Email', { error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is invalid')
  .pipe(z.email({ error: 'Email is invalid' }));
