import { commonMessages, uploadMessages } from '@sitebook/contract';
import { AppError, badRequest } from './errors.js';

/**
 * The refusal for a multipart limit other than the file size: a second file (`files: 1`) says so,
 * too many fields or parts is a too-large request; undefined for any other error. @fastify/multipart
 * answers all of these 413 like a file over the size limit, so they must be told apart first.
 */
export function multipartLimitRefusal(error: unknown): AppError | undefined {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(uploadMessages.onlyOneFile);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError(413, commonMessages.tooLarge);
  return undefined;
}
