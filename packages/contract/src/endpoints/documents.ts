import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import { advanceDocumentUploadResponseSchema } from '../schemas/advance.js';
import { idParamSchema } from '../schemas/common.js';

export const postAdvanceDocumentUpload = endpoint({
  method: 'POST',
  path: API.advanceDocumentUpload,
  upload: true,
  responses: { 202: advanceDocumentUploadResponseSchema },
});

export const getAdvanceDocumentDownload = endpoint({
  method: 'GET',
  path: API.advanceDocumentDownload,
  params: z.object({ documentIds: idParamSchema }),
  responses: { 200: FILE_ANSWER },
});
