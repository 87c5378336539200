// How many OpenAI calls may start in any 60 seconds. Past it the engine does not call (the posting
// goes to the fallback engine) rather than wait: enrichment is background work, and queueing calls
// behind a spent budget would hold worker slots for minutes. A sliding window of start times, so a
// burst at the end of one minute cannot double up with the start of the next.

const WINDOW_MS = 60_000;

export interface RequestBudget {
  /** Counts one call and says true, or says false when the last minute's budget is spent. */
  take(): boolean;
}

export function createRequestBudget(perMinute: number, now: () => number = Date.now): RequestBudget {
  const started: number[] = [];
  return {
    take() {
      const t = now();
      while (started.length > 0 && started[0]! <= t - WINDOW_MS) started.shift();
      if (started.length >= perMinute) return false;
      started.push(t);
      return true;
    },
  };
}
