// The shared search contract against a REAL Elasticsearch cluster, when ELASTICSEARCH_URL names one
// (none can run on our development machines; e.g. `docker compose up elasticsearch` elsewhere, then
// ELASTICSEARCH_URL=http://localhost:9200 npx vitest run search/test/elasticsearch-real.test.ts).
// Each harness works under an alias of its own and deletes its indices and template afterwards.
// vitest.config.ts only includes this file when ELASTICSEARCH_URL is set, so no run reports it skipped.
import { describe } from 'vitest';
import { defineSearchContract } from './contract/suite.ts';
import { realClusterHarness } from './elasticsearch/harness.ts';

const url = process.env.ELASTICSEARCH_URL;

describe('Elasticsearch engine (real cluster at ELASTICSEARCH_URL)', () => {
  defineSearchContract(`contract against ${url}`, () => realClusterHarness(url!));
});
