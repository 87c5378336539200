// Which addresses a webhook may be sent to: the intake's rule (services/src/intake/fetch/address-check.ts,
// every DNS answer a public unicast address) plus https only. Checked when an endpoint is saved and again
// before every try, since the name's DNS answer may have changed to a private address since.
import { checkAddress, type CheckedAddress } from '../intake/fetch/address-check.ts';
import { IntakeError } from '../intake/types.ts';

export class WebhookAddressError extends Error {
  override name = 'WebhookAddressError';
}

/** The address to connect to, or a WebhookAddressError saying in a sentence why not. */
export async function checkWebhookAddress(raw: string, allowLoopback: boolean): Promise<CheckedAddress> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookAddressError('The URL must be a full address, like https://hr.example.edu/phd-finder.');
  }
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:')) {
    throw new WebhookAddressError('The URL must start with https:// (deliveries carry applicants’ details).');
  }
  if (url.hash) throw new WebhookAddressError('The URL may not have a #fragment.');
  try {
    return await checkAddress(url, { allowLoopback });
  } catch (error) {
    if (!(error instanceof IntakeError)) throw error;
    if (error.code === 'refused_address' && /public internet/.test(error.message)) {
      throw new WebhookAddressError(
        `The address ${url.hostname} is not on the public internet, so webhooks cannot be sent there.`,
      );
    }
    if (/usual web ports/.test(error.message)) {
      throw new WebhookAddressError(`Webhooks are sent to the https port (443) only, not ${url.port}.`);
    }
    throw new WebhookAddressError(error.message.endsWith('.') ? error.message : `${error.message}.`);
  }
}
