// The shared search contract against the Elasticsearch engine on an in-memory cluster (the fake in
// ./elasticsearch, served through @elastic/elasticsearch-mock), with the rows in real Postgres.
import { defineSearchContract } from './contract/suite.ts';
import { mockedHarness } from './elasticsearch/harness.ts';

defineSearchContract('Elasticsearch engine (mocked cluster via @elastic/elasticsearch-mock)', () => mockedHarness());
