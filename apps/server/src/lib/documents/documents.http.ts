import { storageMessages } from '@sitebook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storageConfig } from '../../config.js';
import { AppError, badRequest } from '../errors.js';
import { unstorableRefusal } from '../json-body.js';
import { multipartLimitRefusal } from '../multipart-limits.js';
import type { DocumentFile } from './document-store.js';

/** HTTP helpers shared by every document route: reading an upload and sending a stored file. */

export interface UploadFormOptions {
  /** The multipart field carrying the file (every other file part is skipped). */
  fileField: string;
  /** Largest file in bytes; one byte more answers 413. */
  maxBytes: number;
  messages: {
    /** Not multipart, no file part, or an unreadable body (400). */
    noDocument: string;
    /** The file is larger than `maxBytes` (413). */
    tooLarge: string;
  };
}

export interface UploadForm {
  content: Buffer;
  fileName: string;
  /** The text fields of the form, by name (the last value wins). */
  fields: Record<string, string>;
}

const isTooLarge = (error: unknown) =>
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
  (error as { statusCode?: number }).statusCode === 413;

/**
 * Counts an upload toward its caller's upload rate before its body is read: past
 * the rate, 429 with Retry-After (seconds) and the limits in the message.
 */
function takeUploadRate(request: FastifyRequest): void {
  const { auth } = request;
  if (!auth) return;
  const { uploadRate, config } = request.server.ctx;
  const declared = Number(request.headers['content-length'] ?? 0);
  const wait = uploadRate.take(
    `${auth.companyCode}\n${auth.userName}`,
    Number.isFinite(declared) && declared > 0 ? declared : 0,
  );
  if (wait > 0) {
    const limits = storageConfig(config);
    throw new AppError(
      429,
      storageMessages.uploadRateExceeded(limits.uploadsPerMinute, limits.uploadBytesPerMinute, wait),
      { 'retry-after': String(wait) },
    );
  }
}

/**
 * Reads a document upload: one file (at most `maxBytes`) and the text fields, in any order.
 * Multipart is registered once in app.ts; the size limit is set here per request. Multipart fields
 * never reach the body tenant guard, so callers check any tenant field themselves.
 */
export async function readUploadForm(
  request: FastifyRequest,
  options: UploadFormOptions,
): Promise<UploadForm> {
  const { messages } = options;
  takeUploadRate(request);
  if (!request.isMultipart()) throw badRequest(messages.noDocument);
  const fields: Record<string, string> = {};
  let file: { content: Buffer; fileName: string } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField || file) {
          part.file.resume();
          continue;
        }
        const content = await part.toBuffer();
        // toBuffer checks the size limit only while chunks arrive; busboy may mark the file
        // truncated after the last one, so a file one byte over could otherwise be kept cut short.
        if (part.file.truncated) throw new AppError(413, messages.tooLarge);
        file = { content, fileName: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const limit = multipartLimitRefusal(error);
    if (limit) throw limit;
    if (isTooLarge(error)) throw new AppError(413, messages.tooLarge);
    throw badRequest(messages.noDocument);
  }
  if (!file) throw badRequest(messages.noDocument);
  // PostgreSQL text cannot hold NUL or an unpaired surrogate (multipart fields skip the JSON body check).
  const refusal = unstorableRefusal(fields);
  if (refusal) throw refusal;
  return { ...file, fields };
}

/**
 * Sends a stored document (200) with its detected type, streamed chunk after chunk. `inline` for
 * previews (advance images), `attachment` for downloads (payable documents). The stored name is
 * already safe (no quotes).
 */
export function sendDocument(
  reply: FastifyReply,
  file: Pick<DocumentFile, 'mimeType' | 'fileName' | 'sizeBytes' | 'open'>,
  disposition: 'inline' | 'attachment',
) {
  return reply
    .code(200)
    .header('content-type', file.mimeType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .send(file.open());
}
