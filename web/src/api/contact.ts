// The contact form's message to the team (spec section 7, "Contact").
import { sendContactMessage as contactEndpoint } from '@phd/contracts/endpoints/contact';
import type { ContactInput } from '@phd/contracts/input/contact';
import { call } from './call.ts';

export const sendContactMessage = (body: ContactInput) => call(contactEndpoint, { body });
