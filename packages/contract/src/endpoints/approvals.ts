import '../zod-setup.js';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import {
  approvalDecisionResultSchema,
  approvalDecisionSchema,
  approvalQueueSchema,
  attentionSchema,
} from '../schemas/portal.js';

export const getApprovalQueue = endpoint({
  method: 'GET',
  path: API.approvalQueue,
  responses: { 202: approvalQueueSchema },
});

export const postApprovalDecision = endpoint({
  method: 'POST',
  path: API.approvalDecision,
  body: approvalDecisionSchema,
  responses: { 202: approvalDecisionResultSchema },
});

export const getHomeAttention = endpoint({
  method: 'GET',
  path: API.homeAttention,
  responses: { 202: attentionSchema },
});
