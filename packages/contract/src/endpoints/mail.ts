import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { idParamSchema } from '../schemas/common.js';
import { mailItemSchema, mailListQuerySchema, mailPageSchema } from '../schemas/notifications.js';

export const getAdminMail = endpoint({
  method: 'GET',
  path: API.adminMail,
  query: mailListQuerySchema,
  responses: { 202: mailPageSchema },
});

export const postAdminMailResend = endpoint({
  method: 'POST',
  path: API.adminMailResend,
  params: z.object({ mailId: idParamSchema }),
  responses: { 202: mailItemSchema },
});
