import {
  type AdminRoleSave,
  type AdminUser,
  type AdminUserCreate,
  API,
  type AuditEntry,
  adminUserSchema,
  auditEntrySchema,
  type CompanySettings,
  type ExportFormat,
  getAdminProfile,
  getAdminRoles,
  getAdminStorage,
  type ListPage,
  postAdminRoles,
  postAdminUserEnabled,
  postAdminUserResetPassword,
  postAdminUsers,
  postAdminUserUnlock,
  putAdminProfile,
  putAdminRole,
} from '@sitebook/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadResult } from '../../lib/api-client';
import { callEndpoint } from '../../lib/endpoint-client';
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
  return useQuery({
    queryKey: keys.roles,
    queryFn: () => callEndpoint(getAdminRoles, {}),
  });
}

export function useProfile() {
  return useQuery({
    queryKey: keys.profile,
    queryFn: () => callEndpoint(getAdminProfile, {}),
  });
}

/** Admin → Profile: the company's time zone and remittance-advice switch (its ADMIN's to change). */
export function useSaveCompanySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettings) => callEndpoint(putAdminProfile, { body }),
    onSuccess: (saved) => client.setQueryData(keys.profile, saved),
  });
}

/** The company's document storage: bytes used against its quota. */
export function useStorage() {
  return useQuery({
    queryKey: keys.storage,
    queryFn: () => callEndpoint(getAdminStorage, {}),
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

export { errorText } from '../../lib/api-errors';

function useAdminMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateUser = () =>
  useAdminMutation((body: AdminUserCreate) => callEndpoint(postAdminUsers, { body }));

export const useResetPassword = () =>
  useAdminMutation((userId: number) => callEndpoint(postAdminUserResetPassword, { params: { userId } }));

export const useSetEnabled = () =>
  useAdminMutation(({ userId, enabled }: { userId: number; enabled: boolean }) =>
    callEndpoint(postAdminUserEnabled, { params: { userId }, body: { enabled } }),
  );

export const useUnlock = () =>
  useAdminMutation((userId: number) => callEndpoint(postAdminUserUnlock, { params: { userId } }));

export const useSaveRole = () =>
  useAdminMutation(({ roleId, body }: { roleId?: number; body: AdminRoleSave }) =>
    roleId === undefined
      ? callEndpoint(postAdminRoles, { body })
      : callEndpoint(putAdminRole, { params: { roleId }, body }),
  );
