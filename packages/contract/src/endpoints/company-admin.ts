import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import {
  adminRoleSaveSchema,
  adminRoleSchema,
  adminUserCreateSchema,
  adminUserEnabledSchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  adminUserSchema,
  auditEntrySchema,
  auditExportQuerySchema,
  auditQuerySchema,
  companyProfileSchema,
  companySettingsSchema,
  oneTimePasswordResponseSchema,
} from '../schemas/admin.js';
import { idParamSchema, messageSchema } from '../schemas/common.js';
import { portalApiKeySchema } from '../schemas/portal.js';
import { storageUseSchema } from '../schemas/storage.js';

const userParams = z.object({ userId: idParamSchema });
const saved = z.object({ message: z.string(), roleId: z.number().int() });

export const getAdminUsers = endpoint({
  method: 'GET',
  path: API.adminUsers,
  query: adminUserListQuerySchema,
  responses: { 202: z.array(adminUserSchema) },
});

export const getAdminUsersExport = endpoint({
  method: 'GET',
  path: API.adminUsersExport,
  query: adminUserExportQuerySchema,
  responses: { 200: FILE_ANSWER },
});

export const postAdminUsers = endpoint({
  method: 'POST',
  path: API.adminUsers,
  body: adminUserCreateSchema,
  responses: { 202: oneTimePasswordResponseSchema },
});

export const postAdminUserResetPassword = endpoint({
  method: 'POST',
  path: API.adminUserResetPassword,
  params: userParams,
  responses: { 202: oneTimePasswordResponseSchema },
});

export const postAdminUserEnabled = endpoint({
  method: 'POST',
  path: API.adminUserEnabled,
  params: userParams,
  body: adminUserEnabledSchema,
  responses: { 202: messageSchema },
});

export const postAdminUserUnlock = endpoint({
  method: 'POST',
  path: API.adminUserUnlock,
  params: userParams,
  responses: { 202: messageSchema },
});

export const getAdminRoles = endpoint({
  method: 'GET',
  path: API.adminRoles,
  responses: { 202: z.array(adminRoleSchema) },
});

export const postAdminRoles = endpoint({
  method: 'POST',
  path: API.adminRoles,
  body: adminRoleSaveSchema,
  responses: { 202: saved },
});

export const putAdminRole = endpoint({
  method: 'PUT',
  path: API.adminRole,
  params: z.object({ roleId: idParamSchema }),
  body: adminRoleSaveSchema,
  responses: { 202: saved },
});

export const getAdminProfile = endpoint({
  method: 'GET',
  path: API.adminProfile,
  responses: { 202: companyProfileSchema },
});

export const putAdminProfile = endpoint({
  method: 'PUT',
  path: API.adminProfile,
  body: companySettingsSchema,
  responses: { 202: companyProfileSchema },
});

export const postAdminApiKey = endpoint({
  method: 'POST',
  path: API.adminApiKey,
  responses: { 202: portalApiKeySchema },
});

export const getAdminStorage = endpoint({
  method: 'GET',
  path: API.adminStorage,
  responses: { 202: storageUseSchema },
});

export const getAdminAudit = endpoint({
  method: 'GET',
  path: API.adminAudit,
  query: auditQuerySchema,
  responses: { 202: z.array(auditEntrySchema) },
});

export const getAdminAuditExport = endpoint({
  method: 'GET',
  path: API.adminAuditExport,
  query: auditExportQuerySchema,
  responses: { 200: FILE_ANSWER },
});
