// Every processor, and the start-up check that each queue in the catalogue has exactly one.
import { queueNames, type QueueName } from '@phd/services/events/catalogue';
import { analyticsProcessor } from './analytics.ts';
import { applicantRetentionProcessor } from './applicant-retention.ts';
import { closingNoticesProcessor } from './closing-notices.ts';
import { dataExportProcessor } from './data-export.ts';
import { digestProcessor } from './digest.ts';
import { enrichmentProcessor } from './enrichment.ts';
import { expiryProcessor } from './expiry.ts';
import { importsProcessor } from './imports.ts';
import { mailProcessor } from './mail.ts';
import type { Processor } from './processor.ts';
import { recommendationsProcessor } from './recommendations.ts';
import { remindersProcessor } from './reminders.ts';
import { resumeTextProcessor } from './resume-text.ts';
import { searchIndexProcessor } from './search-index.ts';
import { searchReindexProcessor } from './search-reindex.ts';
import { viewCountsProcessor } from './view-counts.ts';
import { webhooksProcessor } from './webhooks.ts';

export const processors: readonly Processor[] = [
  searchIndexProcessor as Processor,
  viewCountsProcessor as Processor,
  mailProcessor as Processor,
  analyticsProcessor as Processor,
  recommendationsProcessor as Processor,
  resumeTextProcessor as Processor,
  applicantRetentionProcessor as Processor,
  searchReindexProcessor as Processor,
  digestProcessor as Processor,
  remindersProcessor as Processor,
  enrichmentProcessor as Processor,
  expiryProcessor as Processor,
  importsProcessor as Processor,
  dataExportProcessor as Processor,
  closingNoticesProcessor as Processor,
  webhooksProcessor as Processor,
];

export class ProcessorRegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`Worker start-up refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ProcessorRegistryError';
  }
}

/** One processor per catalogue queue, or a ProcessorRegistryError naming every gap and clash. */
export function buildRegistry(
  list: readonly Processor[] = processors,
  queues: readonly QueueName[] = queueNames,
): Map<QueueName, Processor> {
  const problems: string[] = [];
  const registry = new Map<QueueName, Processor>();
  for (const processor of list) {
    if (!queues.includes(processor.queue)) problems.push(`processor for unknown queue "${processor.queue}"`);
    else if (registry.has(processor.queue)) problems.push(`queue "${processor.queue}" has two processors`);
    else registry.set(processor.queue, processor);
  }
  for (const queue of queues) {
    if (!registry.has(queue)) problems.push(`queue "${queue}" has no processor`);
  }
  if (problems.length > 0) throw new ProcessorRegistryError(problems);
  return registry;
}
