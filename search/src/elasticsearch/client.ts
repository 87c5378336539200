// The Elasticsearch client. Production builds one from ELASTICSEARCH_URL; tests inject their own
// (a Client whose Connection is @elastic/elasticsearch-mock's), so nothing here knows about tests.
import { Client } from '@elastic/elasticsearch';

export type { Client };

export function createElasticsearchClient(url: string): Client {
  // Retries cover a node restarting under us; the timeout keeps a stuck cluster from hanging a job.
  return new Client({ node: url, maxRetries: 3, requestTimeout: 30_000 });
}

/** The HTTP status of a client error, whatever copy of the client threw it (no instanceof). */
export function statusOf(error: unknown): number | undefined {
  const meta = (error as { meta?: { statusCode?: unknown } } | null)?.meta;
  return typeof meta?.statusCode === 'number' ? meta.statusCode : undefined;
}

/** The Elasticsearch error type ("resource_already_exists_exception", ...) of a client error. */
export function errorTypeOf(error: unknown): string | undefined {
  const body = (error as { meta?: { body?: { error?: { type?: unknown } } } } | null)?.meta?.body;
  return typeof body?.error?.type === 'string' ? body.error.type : undefined;
}
