// The Docker path (docker-compose.yml + infra/docker/Dockerfile) is VALIDATED here, never run: no Docker
// engine runs on our machines, so no image is built and no container starts. Debian's docker-compose
// 1.29 checks and normalises the compose file (`config`); the Dockerfile gets static checks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@phd/services/config';
import { DOCKER_COMPOSE, ensurePackages } from '../../infra/local/system-packages.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REQUIRED_SERVICES = ['postgres', 'redis', 'elasticsearch', 'minio', 'mailpit', 'migrate', 'gateway', 'workers'];
const APP_SERVICES = ['migrate', 'gateway', 'workers'];
/** Variables the app reads now or later issues will read; compose must define each for the app. */
const APP_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'PUBLIC_URL',
  'NODE_ENV',
  'LOG_LEVEL',
  'SEARCH_ENGINE',
  'ELASTICSEARCH_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'SMTP_URL',
  'MAIL_FROM',
  'APP_SECRET',
  'OPENAI_API_KEY',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'LINKEDIN_CLIENT_ID',
  'LINKEDIN_CLIENT_SECRET',
];
/** Address variables and the compose service each must point at. */
const SERVICE_ADDRESSES: Record<string, string> = {
  DATABASE_URL: 'postgres',
  REDIS_URL: 'redis',
  ELASTICSEARCH_URL: 'elasticsearch',
  S3_ENDPOINT: 'minio',
  SMTP_URL: 'mailpit',
};

type Port = string | { target: number | string; published?: number | string };
interface Service {
  image?: string;
  build?: { context: string; dockerfile?: string };
  command?: string[] | string;
  environment?: Record<string, string | null>;
  ports?: Port[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
}
interface ComposeConfig {
  services: Record<string, Service>;
}

let workDir: string;
let emptyEnvFile: string;

/**
 * Runs docker-compose on the repository's file with a clean environment: only `vars` are set for
 * ${...} interpolation, and an empty env file stands in for a developer's own .env.
 */
function compose(args: string[], vars: Record<string, string> = {}) {
  const result = spawnSync(
    'docker-compose',
    ['--project-directory', ROOT, '--env-file', emptyEnvFile, '-f', join(ROOT, 'docker-compose.yml'), ...args],
    { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: workDir, ...vars } },
  );
  if (result.error) throw result.error;
  return result;
}

/** The normalised configuration, parsed with the PyYAML that Debian's docker-compose itself depends on. */
function resolvedConfig(vars: Record<string, string> = {}): ComposeConfig {
  const out = compose(['config'], vars);
  expect(out.stderr, 'docker-compose config').toBe('');
  expect(out.status).toBe(0);
  const json = spawnSync(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: out.stdout, encoding: 'utf8' },
  );
  expect(json.stderr).toBe('');
  return JSON.parse(json.stdout) as ComposeConfig;
}

function commandOf(service: Service): string[] {
  return typeof service.command === 'string' ? service.command.split(/\s+/) : (service.command ?? []);
}

/** The compiled-code command (`node --conditions=compiled <file>.js`) that runs a file of the sources. */
const COMPILED = ['node', '--conditions=compiled'];

/**
 * The command the image runs for a root package.json script: the script itself when it already runs the
 * compiled build (start:gateway, start:workers), or the compiled twin of the TypeScript file it runs with
 * tsx (migrate: services/src/db/migrate-cli.ts runs as services/dist/db/migrate-cli.js).
 */
function imageCommand(name: string): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const script = pkg.scripts[name] ?? '';
  const compiled = /^node --conditions=compiled (\S+\.js)$/.exec(script)?.[1];
  const source = /^(?:node --import tsx|tsx) (\w+)\/src\/(\S+)\.ts$/.exec(script);
  if (compiled) return [...COMPILED, compiled];
  if (source) return [...COMPILED, `${source[1]}/dist/${source[2]}.js`];
  throw new Error(`package.json script ${name} runs neither the compiled build nor a workspace's src/: ${script}`);
}

function publishes(ports: Port[] | undefined, port: number): boolean {
  return (ports ?? []).some((p) => {
    if (typeof p === 'string') {
      const parts = p.replace(/\/(tcp|udp)$/, '').split(':');
      return Number(parts.at(-1)) === port && Number(parts.at(-2)) === port;
    }
    return Number(p.target) === port && Number(p.published) === port;
  });
}

/** A health check written in the compose file (images' own checks are not relied on, except ours). */
function declaresHealthcheck(service: Service): boolean {
  const test = service.healthcheck?.test;
  return !service.healthcheck?.disable && Array.isArray(test) && test.length > 0 && test[0] !== 'NONE';
}

function disablesHealthcheck(service: Service): boolean {
  const test = service.healthcheck?.test;
  return Boolean(service.healthcheck?.disable) || (Array.isArray(test) && test[0] === 'NONE');
}

/** Dockerfile instructions as [KEYWORD, arguments], continuation lines joined, comments dropped. */
function dockerfileInstructions(text: string): [string, string][] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return [keyword.toUpperCase(), rest.join(' ')];
    });
}

beforeAll(() => {
  // `npm test` installs it first; this keeps `npx vitest run tests/infra` working on a fresh machine.
  ensurePackages([DOCKER_COMPOSE]);
  workDir = mkdtempSync(join(tmpdir(), 'phd-compose-'));
  emptyEnvFile = join(workDir, 'empty.env');
  writeFileSync(emptyEnvFile, '');
}, 300_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('docker-compose.yml, validated with docker-compose config (Docker itself is not exercised here)', () => {
  let defaults: ComposeConfig;
  beforeAll(() => {
    defaults = resolvedConfig();
  }, 60_000);

  it('passes `docker-compose config -q`', () => {
    const result = compose(['config', '-q']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('declares every service of the stack', () => {
    const { services } = defaults;
    expect(Object.keys(services)).toEqual(expect.arrayContaining(REQUIRED_SERVICES));
  });

  it('runs migrate, gateway and workers from one image built by infra/docker/Dockerfile', () => {
    const { services } = defaults;
    const [migrate, gateway, workers] = [services.migrate!, services.gateway!, services.workers!];
    expect(gateway.build).toEqual({ context: ROOT, dockerfile: 'infra/docker/Dockerfile' });
    expect(gateway.image).toBeTruthy();
    for (const other of [migrate, workers]) {
      expect(other.image).toBe(gateway.image);
      expect(other.build).toEqual(gateway.build);
    }
  });

  it('runs the same entry points as the package.json scripts, compiled, with plain node (no tsx)', () => {
    const { services } = defaults;
    expect(commandOf(services.gateway!)).toEqual(imageCommand('start:gateway'));
    expect(commandOf(services.workers!)).toEqual(imageCommand('start:workers'));
    expect(commandOf(services.migrate!)).toEqual(imageCommand('migrate'));
  });

  it('gives migrate, gateway and workers one environment, with every variable the app reads', () => {
    const { services } = defaults;
    const gatewayEnv = services.gateway!.environment ?? {};
    expect(services.workers!.environment).toEqual(gatewayEnv);
    expect(services.migrate!.environment).toEqual(gatewayEnv);
    expect(Object.keys(gatewayEnv)).toEqual(expect.arrayContaining(APP_VARIABLES));
    expect(gatewayEnv).toMatchObject({ NODE_ENV: 'production', SEARCH_ENGINE: 'elasticsearch' });
    expect(services.workers!.environment?.DATABASE_URL).toBe(gatewayEnv.DATABASE_URL);
    expect(services.workers!.environment?.REDIS_URL).toBe(gatewayEnv.REDIS_URL);
  });

  it('points every address variable at the matching compose service', () => {
    const { services } = defaults;
    const env = services.gateway!.environment ?? {};
    for (const [variable, service] of Object.entries(SERVICE_ADDRESSES)) {
      expect(services, `${variable} needs the ${service} service`).toHaveProperty(service);
      expect(new URL(env[variable] ?? '').hostname, variable).toBe(service);
    }
    const postgres = services.postgres!.environment ?? {};
    const database = new URL(env.DATABASE_URL ?? '');
    expect(decodeURIComponent(database.username)).toBe(postgres.POSTGRES_USER);
    expect(decodeURIComponent(database.password)).toBe(postgres.POSTGRES_PASSWORD);
    expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);
    expect(services.minio!.environment).toMatchObject({
      MINIO_ROOT_USER: env.S3_ACCESS_KEY_ID,
      MINIO_ROOT_PASSWORD: env.S3_SECRET_ACCESS_KEY,
    });
    if (services.createbuckets) expect(commandOf(services.createbuckets).join(' ')).toContain(`/${env.S3_BUCKET}`);
  });

  it('gives the app an environment its own configuration module accepts (services/src/config.ts)', () => {
    const { services } = defaults;
    const env = Object.fromEntries(
      Object.entries(services.gateway!.environment ?? {}).map(([key, value]) => [key, value ?? '']),
    );
    const config = loadConfig(env);
    expect(config.isProduction).toBe(true);
    expect(config.databaseUrl).toBe(env.DATABASE_URL);
    expect(config.redisUrl).toBe(env.REDIS_URL);
  });

  it('passes overrides from the shell or .env to every app service alike', () => {
    const { services } = resolvedConfig({
      APP_SECRET: 'a-secret-from-the-environment-0123456789',
      POSTGRES_PASSWORD: 'pg-override',
      PUBLIC_URL: 'https://phd.example.org',
    });
    for (const name of APP_SERVICES) {
      expect(services[name]!.environment, name).toMatchObject({
        APP_SECRET: 'a-secret-from-the-environment-0123456789',
        PUBLIC_URL: 'https://phd.example.org',
        DATABASE_URL: expect.stringContaining(':pg-override@postgres:'),
      });
    }
    expect(services.postgres!.environment?.POSTGRES_PASSWORD).toBe('pg-override');
  });

  it('publishes the gateway on port 3000', () => {
    const { services } = defaults;
    expect(publishes(services.gateway!.ports, 3000)).toBe(true);
  });

  it('starts gateway and workers after a successful migrate, and only on healthy dependencies', () => {
    const { services } = defaults;
    expect(services.migrate!.depends_on?.postgres?.condition).toBe('service_healthy');
    for (const name of ['gateway', 'workers']) {
      expect(services[name]!.depends_on, name).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        elasticsearch: { condition: 'service_healthy' },
      });
    }
    // Every service_healthy dependency must have a health check, or compose would wait forever.
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
        if (condition === 'service_healthy') {
          expect(declaresHealthcheck(services[dependency]!), `${dependency} (needed healthy by ${name})`).toBe(true);
        }
      }
    }
    // The image's HEALTHCHECK polls the gateway's HTTP port; the other app processes serve no HTTP.
    expect(disablesHealthcheck(services.gateway!)).toBe(false);
    expect(disablesHealthcheck(services.workers!)).toBe(true);
    expect(disablesHealthcheck(services.migrate!)).toBe(true);
  });
});

describe('infra/docker/Dockerfile, static checks (no image is built here)', () => {
  const instructions = dockerfileInstructions(readFileSync(join(ROOT, 'infra/docker/Dockerfile'), 'utf8'));
  const fromIndexes = instructions.flatMap(([keyword], i) => (keyword === 'FROM' ? [i] : []));
  const finalStage = instructions.slice(fromIndexes.at(-1) ?? 0);
  const stageNames = instructions
    .filter(([keyword]) => keyword === 'FROM')
    .map(([, args]) => /\bAS\s+(\S+)/i.exec(args)?.[1]?.toLowerCase())
    .filter((name): name is string => Boolean(name));
  const finalArgs = (keyword: string) => finalStage.filter(([k]) => k === keyword).map(([, args]) => args);

  it('is multi-stage, from the Node LTS that package.json "engines" names last (26, the active LTS), not end-of-life 20', () => {
    expect(fromIndexes.length).toBeGreaterThanOrEqual(2);
    const image = /^node:(\d+)-bookworm-slim\b/.exec(instructions[fromIndexes[0]!]![1]);
    expect(image?.[1]).toBe('26');
    const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } })
      .engines.node;
    const majors = engines.split('||').map((range) => /^\^(\d+)\./.exec(`${range.trim()}.`)?.[1]);
    expect(majors.at(-1)).toBe(image?.[1]);
    // Development and CI keep working on the Node that runs these tests (20.19+ on our machines).
    expect(majors).toContain(process.versions.node.split('.')[0]);
  });

  it('copies only from stages it defines', () => {
    const sources = instructions
      .filter(([keyword]) => keyword === 'COPY')
      .flatMap(([, args]) => /--from=(\S+)/.exec(args)?.[1] ?? []);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(stageNames).toContain(source.toLowerCase());
  });

  it('runs the final stage as a non-root user', () => {
    const user = finalArgs('USER').at(-1);
    expect(user, 'final stage sets USER').toBeDefined();
    expect(user!.split(':')[0]).not.toMatch(/^(root|0)$/);
  });

  it('serves the gateway in production mode on port 3000 with a /healthz health check', () => {
    expect(finalArgs('ENV').join(' ')).toMatch(/\bNODE_ENV=production\b/);
    expect(finalArgs('EXPOSE')).toContain('3000');
    expect(finalArgs('HEALTHCHECK').at(-1)).toMatch(/127\.0\.0\.1.*\/healthz/);
    const cmd = JSON.parse(finalArgs('CMD').at(-1) ?? '[]') as string[];
    expect(cmd).toEqual(imageCommand('start:gateway'));
  });

  it('ships the compiled build and production dependencies only: no sources, no tsx', () => {
    // Each stage's instructions, by stage name.
    const stages = new Map(
      fromIndexes.map((from, i) => [
        /\bAS\s+(\S+)/i.exec(instructions[from]![1])?.[1]?.toLowerCase() ?? '',
        instructions.slice(from, fromIndexes[i + 1]),
      ]),
    );
    const prodInstall = [...stages].find(([, body]) =>
      body.some(([keyword, args]) => keyword === 'RUN' && /\bnpm ci\b.*--omit=dev\b/.test(args)),
    )?.[0];
    expect(prodInstall, 'a stage installs production dependencies only').toBeDefined();
    expect(finalArgs('COPY')).toContain(`--from=${prodInstall} /app ./`);
    expect(instructions.map(([, args]) => args).join('\n')).not.toMatch(/\btsx\b/);
    const copies = finalArgs('COPY');
    for (const dist of ['contracts/dist', 'services/dist', 'search/dist', 'gateway/dist', 'workers/dist', 'web/dist']) {
      expect(copies, dist).toContain(`--from=build /app/${dist} ./${dist}`);
    }
    for (const args of copies) expect(args, 'no TypeScript sources in the image').not.toMatch(/\bsrc\b|\.ts\b/);
  });

  it('keeps local installs, builds and secrets out of the build context (.dockerignore)', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.env', '.data']));
  });
});
