import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { auth } from './helpers.js';

/**
 * Sends a multipart form whose body arrives in two pieces, the first ending right after byte
 * `fileBytes` of the file's content (a later turn of the event loop brings the rest). That is how a
 * file one byte over the limit reaches the server over a real network when the limit falls on a
 * packet boundary: the parser has handed over exactly the limit, then marks the file truncated on
 * the next byte without handing over anything more. (app.inject's one-piece body never shows it.)
 */
export async function injectSplitUpload(
  app: FastifyInstance,
  options: {
    url: string;
    token: string;
    field: string;
    file: Buffer;
    fileName: string;
    fields?: Record<string, string>;
    /** Where the first piece ends, counted in the file's own bytes. */
    fileBytes: number;
  },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  form.append(options.field, new Blob([new Uint8Array(options.file)]), options.fileName);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const fileStart = body.indexOf('\r\n\r\n', body.lastIndexOf('filename=')) + 4;
  if (!body.subarray(fileStart, fileStart + 16).equals(options.file.subarray(0, 16)))
    throw new Error('file part not found in the encoded form');
  const split = fileStart + options.fileBytes;
  const payload = new Readable({ read() {} });
  payload.push(body.subarray(0, split));
  setTimeout(() => {
    payload.push(body.subarray(split));
    payload.push(null);
  }, 30);
  return app.inject({
    method: 'POST',
    url: options.url,
    payload,
    headers: auth(options.token, {
      'content-type': encoded.headers.get('content-type') as string,
      'content-length': String(body.length),
    }),
  });
}
