// The `cover` file of a multipart upload (a blog post's cover image), read whole; 400 with a sentence
// for anything else. The bytes are judged later (services/src/blog/blog-cover.ts).
import type { FastifyRequest } from 'fastify';
import { COVER_MAX_BYTES, COVER_TOO_LARGE } from '@phd/services/blog/blog-cover';
import { invalid } from '@phd/services/errors';

export const NO_COVER = 'Please choose an image file to upload as the cover.';

export async function readCover(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid(NO_COVER, { cover: NO_COVER });
  let cover: Buffer | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'cover' || cover) {
        part.file.resume();
        continue;
      }
      cover = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw invalid(COVER_TOO_LARGE, { cover: COVER_TOO_LARGE });
    }
    throw invalid(NO_COVER, { cover: NO_COVER });
  }
  if (!cover || cover.length === 0) throw invalid(NO_COVER, { cover: NO_COVER });
  return cover;
}
