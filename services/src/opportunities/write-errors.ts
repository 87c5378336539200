// Database errors a caller can cause become typed domain errors; anything else stays a bug.
import { Prisma } from '../db/client.ts';
import { invalid } from '../errors.ts';

export function mapWriteError(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') {
    throw invalid('The university, recruiter or tenant this opportunity refers to does not exist.');
  }
  throw error;
}
