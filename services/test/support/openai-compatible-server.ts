// A local HTTP server that speaks OpenAI's chat-completions API (POST /v1/chat/completions), so the
// OpenAI engine runs against real HTTP without calling the internet. Each test queues the replies;
// every request is recorded with its headers and JSON body.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads what the client sent
  body: any;
}

/** An HTTP answer, or 'hang': keep the request open and never answer. */
export type Reply = { status: number; headers?: Record<string, string>; body: unknown } | 'hang';

export interface OpenAiCompatibleServer {
  /** The base URL to give the client, ending in /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queues replies, answered in order; the last one repeats. */
  reply(...replies: Reply[]): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content`. */
export function chatCompletion(content: string): Reply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'test-model',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

/** An error answer shaped like OpenAI's. */
export function errorReply(status: number, message: string, headers?: Record<string, string>): Reply {
  return { status, headers, body: { error: { message, type: 'server_error', code: null } } };
}

export async function startOpenAiCompatibleServer(): Promise<OpenAiCompatibleServer> {
  const requests: RecordedRequest[] = [];
  let queue: Reply[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: safeJson(raw) });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? errorReply(599, 'the test queued no reply');
      if (next === 'hang') return;
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...replies) {
      queue = replies;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
