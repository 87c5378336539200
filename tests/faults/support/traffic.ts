// Requests at a fixed arrival rate (each starts on schedule whether or not the last one has answered,
// as visitors do), every answer kept with when it was asked, for the drills' assertions.
export interface Answer {
  path: string;
  /** When the request was sent, ms since the epoch. */
  sentAt: number;
  ms: number;
  /** 0 when no HTTP answer came (refused, reset, or no answer within the client's limit). */
  status: number;
  body: string;
  headers: Headers | null;
  error?: string;
}

/** No answer within this is a hung request, not a slow one. */
export const HUNG_MS = 10_000;

export async function request(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const sentAt = Date.now();
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(HUNG_MS) });
    const body = await res.text();
    return { path, sentAt, ms: Date.now() - sentAt, status: res.status, body, headers: res.headers };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    const reason = `${(error as Error).message}${cause ? `: ${cause.message}` : ''}`;
    return { path, sentAt, ms: Date.now() - sentAt, status: 0, body: '', headers: null, error: reason };
  }
}

export interface Traffic {
  readonly answers: Answer[];
  /** Stops sending and waits for every request in flight. */
  stop(): Promise<Answer[]>;
}

/** Sends `pathFor(0)`, `pathFor(1)`... to `base`, `perSecond` requests a second, until stopped. */
export function startTraffic(base: string, perSecond: number, pathFor: (n: number) => string): Traffic {
  const answers: Answer[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = Date.now();
  let n = 0;
  let stopped = false;
  let timer: NodeJS.Timeout;
  // Scheduled against the start time, not the previous tick, so the rate does not drift.
  const tick = () => {
    if (stopped) return;
    const due = Math.floor(((Date.now() - started) * perSecond) / 1000) + 1;
    while (n < due) {
      const sent = request(base, pathFor(n++)).then((answer) => {
        answers.push(answer);
        inFlight.delete(sent);
      });
      inFlight.add(sent);
    }
    timer = setTimeout(tick, Math.max(1, Math.floor(1000 / perSecond / 2)));
  };
  tick();
  return {
    answers,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(inFlight);
      return answers;
    },
  };
}
