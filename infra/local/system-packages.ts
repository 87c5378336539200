// Debian packages the project needs beyond Node and npm, installed on demand when we are root on a
// Debian-like machine; otherwise a message says exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface SystemPackage {
  /** The executable we look for. */
  command: string;
  /** The Debian package that provides it. */
  debian: string;
  why: string;
}

export const REDIS: SystemPackage = { command: 'redis-server', debian: 'redis-server', why: 'the embedded Redis' };
export const DOCKER_COMPOSE: SystemPackage = {
  command: 'docker-compose',
  debian: 'docker-compose',
  why: 'validating docker-compose.yml in the tests',
};

export const CHROMIUM: SystemPackage = {
  command: 'chromium',
  debian: 'chromium',
  why: 'the browser tests (Playwright never downloads a browser here)',
};

export function which(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const path = result.stdout.trim();
  return result.status === 0 && path ? path : null;
}

let aptUpdated = false;

/** Returns the executable's path, installing its package first when it is missing and we can. */
export function ensurePackages(packages: SystemPackage[], log: (line: string) => void = console.log): void {
  const missing = packages.filter((p) => !which(p.command));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.debian).join(' ');
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    throw new Error(
      `Missing ${missing.map((p) => `${p.command} (${p.why})`).join(', ')}. Install it with: sudo apt-get install -y ${names}` +
        ' (or set REDIS_URL to use a Redis server you already run).',
    );
  }
  log(`Installing ${names} from the OS packages (needed for ${missing.map((p) => p.why).join(', ')})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((p) => p.debian)], {
    stdio: 'inherit',
    env,
  });
  const still = missing.filter((p) => !which(p.command));
  if (still.length > 0) throw new Error(`apt-get ran but ${still.map((p) => p.command).join(', ')} is still missing`);
}
