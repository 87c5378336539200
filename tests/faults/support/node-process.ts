// A product process (gateway or workers) as production runs it: its own OS process, `node --import tsx`
// on the entry file, configured only through its environment. The drills kill, stop and measure it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface NodeProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** What it printed (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Resident memory in bytes (VmRSS of /proc/<pid>/status). */
  residentBytes(): number;
  /** SIGTERM (a clean stop) or SIGKILL (a crash), resolving once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const LOG_LIMIT = 200_000;

export function startNodeProcess(entry: string, env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-LOG_LIMIT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    child,
    pid: child.pid!,
    output: () => output,
    residentBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
      if (!kb) throw new Error(`no VmRSS for process ${child.pid}`);
      return Number(kb[1]) * 1024;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Polls `url` until it answers `status`, failing with the process's output at the deadline. */
export async function waitForStatus(url: string, status: number, proc?: NodeProcess, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) {
      throw new Error(`process exited with ${proc.child.exitCode} before ${url} answered:\n${proc.output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      last = `${res.status} ${await res.text()}`;
      if (res.status === status) return;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})\n${proc?.output() ?? ''}`);
}
