import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { idParamSchema } from '../schemas/common.js';
import {
  companySchema,
  subscriptionCheckRequestSchema,
  subscriptionCheckResponseSchema,
} from '../schemas/session.js';

export const getCompanyById = endpoint({
  method: 'GET',
  path: API.companyById,
  params: z.object({ companyId: idParamSchema }),
  responses: { 202: companySchema },
});

export const postSubscriptionCheck = endpoint({
  method: 'POST',
  path: API.subscriptionCheck,
  body: subscriptionCheckRequestSchema,
  responses: { 202: subscriptionCheckResponseSchema },
});
