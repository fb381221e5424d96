import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { idParamSchema, safeString } from '../schemas/common.js';
import {
  rolesResponseSchema,
  sessionBootstrapSchema,
  userAuditRequestSchema,
  userAuditResponseSchema,
  userSchema,
} from '../schemas/session.js';

export const getUserByName = endpoint({
  method: 'GET',
  path: API.userByName,
  params: z.object({ username: safeString().min(1).max(100) }),
  responses: { 202: userSchema },
});

export const getRolesForUser = endpoint({
  method: 'GET',
  path: API.rolesForUser,
  params: z.object({ userId: idParamSchema }),
  responses: { 202: rolesResponseSchema },
});

export const getSessionBootstrap = endpoint({
  method: 'GET',
  path: API.sessionBootstrap,
  responses: { 202: sessionBootstrapSchema },
});

export const postUserAudit = endpoint({
  method: 'POST',
  path: API.userAudit,
  body: userAuditRequestSchema,
  responses: { 202: userAuditResponseSchema },
});
