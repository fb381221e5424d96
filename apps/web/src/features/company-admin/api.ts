import {
  type AdminRole,
  type AdminRoleSave,
  type AdminUser,
  type AdminUserCreate,
  API,
  type AuditEntry,
  adminRoleSchema,
  adminUserSchema,
  apiPath,
  auditEntrySchema,
  type CompanyProfile,
  companyProfileSchema,
  type ExportFormat,
  type ListPage,
  type OneTimePasswordResponse,
  oneTimePasswordResponseSchema,
  type StorageUse,
  storageUseSchema,
} from '@sitebook/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiCall, type DownloadResult, messageOf } from '../../lib/api-client';
import { downloadListExport } from '../../lib/list-download';
import { getListPage } from '../../lib/list-page';

/** The company's administration calls. */

export const USERS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 20;
const keys = {
  all: ['company-admin'] as const,
  /** `query`: the list's search, sort and filters as the API's query string ('' for none). */
  users: (page: number, query: string) => ['company-admin', 'users', page, query] as const,
  roles: ['company-admin', 'roles'] as const,
  profile: ['company-admin', 'profile'] as const,
  storage: ['company-admin', 'storage'] as const,
  audit: (page: number, query: string) => ['company-admin', 'audit', page, query] as const,
};

/** One page of the company's users (by user name, or in the `query`'s sort), searched and filtered by `query`. */
export function useUsersPage(page: number, query: string) {
  return useQuery<ListPage<AdminUser>>({
    queryKey: keys.users(page, query),
    queryFn: () => getListPage(API.adminUsers, page, USERS_PAGE_SIZE, adminUserSchema, undefined, query),
    placeholderData: keepPreviousData,
  });
}

/** GET the searched and filtered users as a file (format=xlsx or csv) and save it. */
export async function exportUsers(query: string, format: ExportFormat): Promise<DownloadResult> {
  return downloadListExport(API.adminUsersExport, query, format, 'users');
}

export async function exportAudit(query: string, format: ExportFormat): Promise<DownloadResult> {
  return downloadListExport(API.adminAuditExport, query, format, 'audit-log');
}

export function useRoles() {
  return useQuery<AdminRole[]>({
    queryKey: keys.roles,
    queryFn: async () => z.array(adminRoleSchema).parse(await apiCall(API.adminRoles)),
  });
}

export function useProfile() {
  return useQuery<CompanyProfile>({
    queryKey: keys.profile,
    queryFn: async () => companyProfileSchema.parse(await apiCall(API.adminProfile)),
  });
}

/** The company's document storage: bytes used against its quota. */
export function useStorage() {
  return useQuery<StorageUse>({
    queryKey: keys.storage,
    queryFn: async () => storageUseSchema.parse(await apiCall(API.adminStorage)),
  });
}

/** One page of the audit log, filtered by `query` (the API's query string, '' for none). */
export function useAuditPage(page: number, query = '') {
  return useQuery<ListPage<AuditEntry>>({
    queryKey: keys.audit(page, query),
    queryFn: () => getListPage(API.adminAudit, page, AUDIT_PAGE_SIZE, auditEntrySchema, undefined, query),
    placeholderData: keepPreviousData,
  });
}

/** The refusal's `{ message }`, for a dialog or an alert. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (messageOf(error.body) ?? error.message ?? fallback) : fallback;

function useAdminMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateUser = () =>
  useAdminMutation<AdminUserCreate, OneTimePasswordResponse>(async (body) =>
    oneTimePasswordResponseSchema.parse(await apiCall(API.adminUsers, { method: 'POST', body })),
  );

export const useResetPassword = () =>
  useAdminMutation<number, OneTimePasswordResponse>(async (userId) =>
    oneTimePasswordResponseSchema.parse(
      await apiCall(apiPath(API.adminUserResetPassword, { userId }), { method: 'POST', body: {} }),
    ),
  );

const messageBody = z.object({ message: z.string() });

export const useSetEnabled = () =>
  useAdminMutation<{ userId: number; enabled: boolean }, { message: string }>(async ({ userId, enabled }) =>
    messageBody.parse(
      await apiCall(apiPath(API.adminUserEnabled, { userId }), { method: 'POST', body: { enabled } }),
    ),
  );

export const useUnlock = () =>
  useAdminMutation<number, { message: string }>(async (userId) =>
    messageBody.parse(await apiCall(apiPath(API.adminUserUnlock, { userId }), { method: 'POST', body: {} })),
  );

export const useSaveRole = () =>
  useAdminMutation<{ roleId?: number; body: AdminRoleSave }, { message: string }>(async ({ roleId, body }) =>
    messageBody.parse(
      await apiCall(roleId === undefined ? API.adminRoles : apiPath(API.adminRole, { roleId }), {
        method: roleId === undefined ? 'POST' : 'PUT',
        body,
      }),
    ),
  );
