// A signed-in candidate's applicant profile and stored CVs (issue 32; docs/candidates-profile.md),
// served from their contracts: who may call and the input's shape are the contract's; the countries,
// the five-CV limit, the one default and ownership (another person's CV is 404) are the services'.
// CV uploads are read and checked by content exactly as application resumes are (applications.ts,
// services/src/applications/resume.ts), under the same rate limit.
import type { FastifyPluginAsync } from 'fastify';
import {
  CV_DEFAULT_SET,
  CV_DELETED,
  CV_UPLOADED,
  deleteCv,
  downloadCv,
  getProfile,
  listCvs,
  PROFILE_SAVED,
  saveProfile,
  setDefaultCv,
  uploadCv,
} from '@phd/contracts/endpoints/candidate-profile';
import * as cvs from '@phd/services/candidates/cvs';
import * as profiles from '@phd/services/candidates/profile';
import type { CandidateCv } from '@phd/services/db/generated/client';
import type { Db } from '@phd/services/db/client';
import { invalid } from '@phd/services/errors';
import type { Storage } from '@phd/services/storage/storage';
import { serve } from '../plugins/contract-routes.ts';
import { readResumeForm, registerResumeMultipart } from './applications.ts';
import { sendResume } from './file-reply.ts';
import { LIMITS } from './rate-limits.ts';

export const CV_REQUIRED = 'Please choose a CV to upload: a PDF, DOC or DOCX file.';

const presentCv = (cv: CandidateCv) => ({
  id: cv.id,
  filename: cv.filename,
  mime: cv.mime,
  size: cv.size,
  is_default: cv.isDefault,
  created_at: Math.floor(cv.createdAt.getTime() / 1000),
});

export const candidateProfileRoutes: FastifyPluginAsync<{
  db: Db;
  storage: Storage;
  appSecret: string;
  publicUrl: string;
}> = async (app, { db, storage }) => {
  await registerResumeMultipart(app);

  serve(app, getProfile, async ({ caller }) => ({ profile: await profiles.getProfile(db, caller.id) }));

  serve(app, saveProfile, async ({ caller, body }) => ({
    message: PROFILE_SAVED as typeof PROFILE_SAVED,
    profile: await profiles.saveProfile(db, caller.id, body),
  }));

  serve(app, listCvs, async ({ caller }) => ({ data: (await cvs.listCvs(db, caller.id)).map(presentCv) }));

  serve(
    app,
    uploadCv,
    async ({ caller, request }) => {
      const { resume } = await readResumeForm(request, storage, new Set(), 'cv');
      if (!resume) throw invalid(CV_REQUIRED, { cv: CV_REQUIRED });
      const cv = await cvs.addCv(db, storage, caller.id, resume);
      return { message: CV_UPLOADED, cv: presentCv(cv) } as const;
    },
    { rateLimit: LIMITS.application },
  );

  serve(app, downloadCv, async ({ caller, params, reply }) => {
    const { cv, file } = await cvs.cvFile(db, storage, caller.id, params.id);
    return sendResume(reply, file, cv);
  });

  serve(app, setDefaultCv, async ({ caller, params }) => ({
    message: CV_DEFAULT_SET as typeof CV_DEFAULT_SET,
    data: (await cvs.setDefaultCv(db, caller.id, params.id)).map(presentCv),
  }));

  serve(app, deleteCv, async ({ caller, params }) => ({
    message: CV_DELETED as typeof CV_DELETED,
    data: (await cvs.deleteCv(db, storage, caller.id, params.id)).map(presentCv),
  }));
};
