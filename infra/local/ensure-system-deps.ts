// `npm test` runs this first: installs the OS packages the test suites need on a fresh Debian machine.
import { CHROMIUM, DOCKER_COMPOSE, ensurePackages, REDIS } from './system-packages.ts';

ensurePackages([REDIS, DOCKER_COMPOSE, CHROMIUM]);
