// A redis-server child process for `npm start` and the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './free-port.ts';
import { ensurePackages, REDIS } from './system-packages.ts';

export interface LocalRedis {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startLocalRedis(options: {
  dir: string;
  port?: number;
  /** Append-only file on (for `.data/`), or a purely in-memory server (tests). */
  persistent: boolean;
  log?: (line: string) => void;
}): Promise<LocalRedis> {
  ensurePackages([REDIS], options.log);
  const dir = resolve(options.dir);
  mkdirSync(dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--daemonize', 'no'];
  args.push('--appendonly', options.persistent ? 'yes' : 'no');
  // Its own process group: a terminal Ctrl-C reaches the parent, which stops Redis last.
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });

  await new Promise<void>((ready, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        ready();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`redis-server exited with code ${code}:\n${output}`));
    });
  });
  child.stdout?.resume();
  child.stderr?.resume();

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: child,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
