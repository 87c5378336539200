// The bearer token of a request (`Authorization: Bearer <token>`), if any: recruiters' and tenant
// staff's tokens both travel this way.
import type { FastifyRequest } from 'fastify';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
