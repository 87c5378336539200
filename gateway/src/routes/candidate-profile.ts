// A signed-in candidate's the applicant profile and stored CVs (issue 32): being built; its helper fills this plugin in.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import type { Storage } from '@phd/services/storage/storage';

export const candidateProfileRoutes: FastifyPluginAsync<{
  db: Db;
  storage: Storage;
  appSecret: string;
  publicUrl: string;
}> = async () => undefined;
