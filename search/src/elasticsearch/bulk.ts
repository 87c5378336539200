// The _bulk answer reports failures per item, with HTTP 200 overall: read them, or they pass unseen.
import type { estypes } from '@elastic/elasticsearch';

/**
 * Throws when an item failed with a status other than the tolerated ones (404 for deletes and
 * partial updates of documents that are not in the index: the outcome asked for already holds).
 */
export function assertBulkSucceeded(response: estypes.BulkResponse, tolerated: readonly number[] = [404]): void {
  if (!response.errors) return;
  const failures = response.items
    .flatMap((item) => Object.entries(item))
    .filter(([, result]) => result.error && !tolerated.includes(result.status))
    .map(([action, result]) => `${action} ${result._id}: ${result.error!.type}: ${result.error!.reason ?? ''}`);
  if (failures.length > 0) {
    throw new Error(
      `Elasticsearch bulk request failed for ${failures.length} item(s): ${failures.slice(0, 5).join('; ')}`,
    );
  }
}
