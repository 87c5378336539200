// A change to the local engine that reads any labelled posting differently must raise its revision,
// or deployed rows keep the old reading (engine-readings.ts says how to record the new one).
import { describe, expect, it } from 'vitest';
import { LOCAL_ENGINE_REVISION } from '@phd/services/enrichment/engine-revision';
import { changedReadings, currentReadings, recordedReadings } from './engine-readings.ts';

describe('the local engine’s revision', () => {
  it('is raised whenever the engine reads a posting differently, and the readings are recorded', async () => {
    const now = await currentReadings();
    const recorded = recordedReadings();
    const changed = changedReadings(recorded, now);
    if (LOCAL_ENGINE_REVISION === recorded.revision)
      expect(changed, 'read differently: raise LOCAL_ENGINE_REVISION, then `npm run eval:readings`').toEqual([]);
    expect(recorded.revision, 'the revision was raised: record the readings with `npm run eval:readings`').toBe(
      LOCAL_ENGINE_REVISION,
    );
    expect(recorded.readings, 'postings were added: record them with `npm run eval:readings`').toEqual(now);
  });
});
