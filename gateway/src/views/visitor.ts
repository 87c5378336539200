// Who opened a page, for view counting only: a short SHA-256 of IP address and user agent. No
// cookie, nothing stored that identifies a person; enough to count one view per visitor per hour.
import { createHash } from 'node:crypto';

export function visitorId(ip: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}
