// The product's processes as production runs them, for suites that need more than one of each: a
// child `node --import tsx <entry>` per call, on a free port of its own, ready once it answers 200.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from '../../infra/local/free-port.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** Output kept per process, shown when it fails to start or exits unexpectedly. */
const KEPT_OUTPUT = 16_000;
const STOP_GRACE_MS = 15_000;
/** Ports each process needs for itself: never inherited from the shell, where one value would collide. */
const OWN_PORTS = { PORT: '', METRICS_PORT: '', WORKER_METRICS_PORT: '' };

// A suite that dies before its afterAll must not leave processes behind.
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export interface ProcessOptions {
  /** The variable that takes the process's port (default PORT; WORKER_METRICS_PORT for workers). */
  portVariable?: string;
  /** What must answer 200 before the process counts as started (default /readyz). */
  readyPath?: string;
  timeoutMs?: number;
}

export interface RunningProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** SIGTERM, then waits for the exit (SIGKILL after a grace period); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Sends a signal and returns at once (e.g. SIGKILL in a fault drill). */
  kill(signal: NodeJS.Signals): void;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<number | null>;
  /** The last lines the process wrote to stdout and stderr. */
  output(): string;
}

/** Starts `entry` (relative to the repository root) with `env` on top of this process's environment. */
export async function start(
  entry: string,
  env: Record<string, string>,
  { portVariable = 'PORT', readyPath = '/readyz', timeoutMs = 60_000 }: ProcessOptions = {},
): Promise<RunningProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...OWN_PORTS, HOST: '127.0.0.1', ...env, [portVariable]: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-KEPT_OUTPUT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  running.add(child);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    running.delete(child);
  });

  const handle: RunningProcess = {
    url,
    exited,
    output: () => output,
    kill: (signal) => void child.kill(signal),
    async stop() {
      if (hasExited) return exited;
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      child.kill('SIGTERM');
      const code = await exited;
      clearTimeout(force);
      return code;
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`${entry} exited before it was ready:\n${output}`);
    const res = await fetch(url + readyPath).catch(() => null);
    await res?.arrayBuffer().catch(() => undefined);
    if (res?.ok) return handle;
    if (Date.now() > deadline) {
      await handle.stop();
      throw new Error(`${entry} did not answer 200 on ${readyPath} within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts a gateway (`gateway/src/server.ts`); ready when /readyz answers 200. */
export const startGatewayProcess = (env: Record<string, string>) => start('gateway/src/server.ts', env);

/** Starts a worker process (`workers/src/main.ts`); ready when its metrics port answers. */
export const startWorkerProcess = (env: Record<string, string>) =>
  start('workers/src/main.ts', env, { portVariable: 'WORKER_METRICS_PORT', readyPath: '/metrics' });
