import '../zod-setup.js';
import { z } from 'zod';
import { ADMIN_ROLE_TYPE } from '../constants.js';
import { adminMessages as m, passwordMessages as p } from '../messages.js';
import { MODULE_NAMES, type ModuleName } from '../modules.js';
import { isoDateSchema, safeString } from './common.js';
import {
  blankableSearchParamSchema,
  exportFormatSchema,
  idFilterSchema,
  listExportQuerySchema,
  listQuerySchema,
  statusParamSchema,
} from './list-query.js';
import { nameString } from './names.js';

/**
 * Company administration: users, roles with their modules and rights, the company
 * profile, the audit log, and every user's own password. The server validates with these and the
 * web's forms use the same schemas.
 */

/** The rights a role may hold inside a granted module (the hardening issue's list). */
export const ROLE_RIGHTS = ['view', 'create', 'edit own', 'edit all', 'approve', 'settle', 'delete'] as const;
export type RoleRight = (typeof ROLE_RIGHTS)[number];
export const ROLE_TYPES = [ADMIN_ROLE_TYPE, 'USER'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/**
 * The rights a role type has when none are stored for a module: what the rights table
 * (docs/SECURITY.md) gives that type. Stored rights only add to these.
 */
export const DEFAULT_ROLE_RIGHTS: Record<RoleType, readonly RoleRight[]> = {
  ADMIN: ROLE_RIGHTS,
  USER: ['view', 'create', 'edit own'],
};

/** The new-password rule: 8..200 characters with a letter, a digit and a symbol. */
export const newPasswordSchema = safeString({ error: p.newRequired })
  .min(1, p.newRequired)
  .min(8, p.tooShort)
  .max(200, p.tooLong)
  .regex(/\p{L}/u, p.needsLetter)
  .regex(/\p{N}/u, p.needsDigit)
  .regex(/[^\p{L}\p{N}\s]/u, p.needsSymbol);

export const changePasswordSchema = z
  .object({
    currentPassword: safeString({ error: p.currentRequired }).min(1, p.currentRequired).max(200),
    newPassword: newPasswordSchema,
    confirmPassword: safeString({ error: p.confirmMismatch }).max(200),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: p.confirmMismatch });
    }
    if (v.currentPassword !== '' && v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: p.sameAsCurrent });
    }
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;
export const changePasswordResponseSchema = z.object({ message: safeString(), jwt: safeString() });

/** A first or last name: NFKC, no invisible characters, 1–100 characters. */
const name = (required: string) => nameString({ error: required }).min(1, required).max(100);

export const adminUserCreateSchema = z.object({
  /** NFKC first (full-width letters become plain ones), no invisible characters. */
  userName: nameString({ error: m.userNameRule })
    .min(5, m.userNameRule)
    .max(100, m.userNameRule)
    .regex(/^[A-Za-z0-9._@-]+$/, m.userNameRule),
  firstName: name(m.firstNameRequired),
  lastName: name(m.lastNameRequired),
  email: safeString()
    .trim()
    .max(200, m.emailInvalid)
    .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), m.emailInvalid)
    .default(''),
  phone: safeString()
    .trim()
    .refine((s) => s === '' || /^[+\d][\d -]{5,19}$/.test(s), m.phoneInvalid)
    .default(''),
  roleName: nameString({ error: m.roleRequired }).min(1, m.roleRequired).max(100),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

export const adminUserSchema = z.object({
  userId: z.number().int(),
  userName: safeString(),
  firstName: safeString(),
  lastName: safeString(),
  email: safeString(),
  phone: safeString(),
  roleName: safeString(),
  isActive: z.boolean(),
  locked: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A new user, or a reset password: the one-time password, answered once and never stored in clear. */
export const oneTimePasswordResponseSchema = z.object({
  message: safeString(),
  userName: safeString(),
  oneTimePassword: safeString(),
});
export type OneTimePasswordResponse = z.infer<typeof oneTimePasswordResponseSchema>;

/**
 * Admin → Users: always one page (page 1 of 20 by default), by user name; `q` in the user name,
 * first and last name, email or phone (ignoring case and accents; blank is no search), filtered by
 * `roleId` and `status` (Active and Disabled as the user's badge, Locked while sign-in is locked),
 * sorted over ADMIN_USER_LIST_SORTS.
 */
export const ADMIN_USER_LIST_SORTS = ['userName', 'firstName', 'lastName', 'email', 'roleName'] as const;
export type AdminUserListSort = (typeof ADMIN_USER_LIST_SORTS)[number];
export const ADMIN_USER_FILTER_STATUSES = ['Active', 'Disabled', 'Locked'] as const;
export type AdminUserFilterStatus = (typeof ADMIN_USER_FILTER_STATUSES)[number];
const adminUserListSpec = {
  sort: ADMIN_USER_LIST_SORTS,
  filters: {
    q: blankableSearchParamSchema.optional(),
    roleId: idFilterSchema.optional(),
    status: statusParamSchema(ADMIN_USER_FILTER_STATUSES).optional(),
  },
} as const;
export const adminUserListQuerySchema = listQuerySchema({
  ...adminUserListSpec,
  filters: {
    ...adminUserListSpec.filters,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  },
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;
export const adminUserExportQuerySchema = listExportQuerySchema(adminUserListSpec);
export type AdminUserExportQuery = z.infer<typeof adminUserExportQuerySchema>;

export const adminUserEnabledSchema = z.object({ enabled: z.boolean() });

const moduleNameSchema = safeString().refine(
  (s): s is ModuleName => (MODULE_NAMES as readonly string[]).includes(s),
  m.moduleUnknown,
);

export const roleModuleRightsSchema = z.object({
  moduleName: moduleNameSchema,
  rights: z.array(z.enum(ROLE_RIGHTS, { error: m.rightUnknown })).max(ROLE_RIGHTS.length),
});

export const adminRoleSaveSchema = z.object({
  /** NFKC, no invisible characters; the server refuses one that looks like another role's. */
  name: nameString({ error: m.roleNameRequired }).min(1, m.roleNameRequired).max(100),
  roleType: z.enum(ROLE_TYPES, { error: m.roleTypeInvalid }),
  modules: z.array(roleModuleRightsSchema).max(MODULE_NAMES.length),
});
export type AdminRoleSave = z.infer<typeof adminRoleSaveSchema>;

export const adminRoleSchema = z.object({
  roleId: z.number().int(),
  name: safeString(),
  roleType: safeString(),
  modules: z.array(z.object({ moduleName: safeString(), rights: z.array(safeString()) })),
  users: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const companyProfileSchema = z.object({
  companyCode: safeString(),
  companyName: safeString(),
  country: safeString(),
  vendorLimit: z.number().int().nullable(),
  subscriptionStart: safeString().nullable(),
  subscriptionEnd: safeString().nullable(),
  subscriptionStatus: safeString(),
  /** The company's IANA time zone (its "today"); its ADMIN may change it. */
  timeZone: safeString(),
  /** Whether a recorded payment e-mails the vendor a remittance advice. */
  remittanceAdvice: z.boolean(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** A time zone the runtime knows (IANA name, e.g. Asia/Kolkata). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** PUT API.adminProfile: what a company's ADMIN may change of it. */
export const companySettingsSchema = z
  .object({
    timeZone: safeString()
      .trim()
      .min(1, m.timeZoneUnknown)
      .max(64, m.timeZoneUnknown)
      .refine(isKnownTimeZone, m.timeZoneUnknown),
    remittanceAdvice: z.boolean(),
  })
  .strict();
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** What an audit row is about: the user audit's events (sign-ins, passwords), or the admin actions' kinds. */
export const AUDIT_KINDS = ['sign-in', 'user', 'role', 'site', 'list', 'company'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * The audit log's filters: `q` finds a user name in who did it or what it was done to (any case), `kind`
 * what kind, `atFrom` / `atTo` the days (inclusive).
 */
const auditFilterFields = {
  q: safeString().trim().max(100).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  atFrom: isoDateSchema.optional(),
  atTo: isoDateSchema.optional(),
};

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  ...auditFilterFields,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET API.adminAuditExport: the filtered log as a file. */
export const auditExportQuerySchema = z.object({ format: exportFormatSchema, ...auditFilterFields });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

export const auditEntrySchema = z.object({
  at: safeString(),
  actor: safeString(),
  /** `sign-in` for the user audit's rows, else the admin action (e.g. `user.create`). */
  action: safeString(),
  targetKind: safeString(),
  targetName: safeString(),
  details: z.record(safeString(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
