import '../zod-setup.js';
import { z } from 'zod';
import { LOGIN_LIMITS } from '../constants.js';
import { loginMessages } from '../messages.js';
import { safeString } from './common.js';
import { attributeListSchema, siteListSchema } from './reference.js';

/** Login form and request. */
export const loginRequestSchema = z.object({
  userName: safeString({ error: loginMessages.usernameRequired })
    .min(1, loginMessages.usernameRequired)
    .min(LOGIN_LIMITS.usernameMin, loginMessages.usernameTooShort)
    .max(LOGIN_LIMITS.usernameMax, loginMessages.usernameTooLong),
  password: safeString({ error: loginMessages.passwordEmpty })
    .min(1, loginMessages.passwordEmpty)
    .min(LOGIN_LIMITS.passwordMin, loginMessages.passwordTooShort)
    .max(LOGIN_LIMITS.passwordMax, loginMessages.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Beyond the spec: `mustChangePassword` is true after a one-time password; the app then asks for a new one. */
export const loginResponseSchema = z.object({
  jwt: safeString(),
  userName: safeString(),
  mustChangePassword: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userSchema = z.object({
  firstName: safeString(),
  lastName: safeString(),
  userId: z.number().int(),
  companyId: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const roleModuleSchema = z.object({ moduleId: z.number().int(), moduleName: safeString() });
export type RoleModule = z.infer<typeof roleModuleSchema>;

export const roleSchema = z.object({
  userRoleName: safeString(),
  modules: z.array(roleModuleSchema),
  erfProductId: z.number().int(),
  roleType: safeString(),
});
export type Role = z.infer<typeof roleSchema>;
export const rolesResponseSchema = z.array(roleSchema);

export const companySchema = z.object({
  id: z.number().int(),
  companyCode: safeString(),
  companyName: safeString(),
  apiKey: safeString(),
  country: safeString(),
  /** Beyond the spec: the company's IANA time zone, which decides its "today" (due, overdue, defaults). */
  timeZone: safeString(),
  /** Beyond the spec: one of the demo's companies (published logins); the header shows "Demo data". */
  isDemo: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

/** The spec's client sends the dates and status empty. */
export const subscriptionCheckRequestSchema = z.object({
  endDate: safeString().max(30).optional().default(''),
  erfCompanyId: z.coerce.number().int().positive().max(2_147_483_647),
  erfProductId: z.coerce.number().int().nonnegative().max(2_147_483_647).optional(),
  startDate: safeString().max(30).optional().default(''),
  status: safeString().max(30).optional().default(''),
});
export type SubscriptionCheckRequest = z.input<typeof subscriptionCheckRequestSchema>;

export const subscriptionCheckResponseSchema = z.object({
  expired: z.boolean(),
  startDate: safeString().nullable(),
  endDate: safeString().nullable(),
  status: safeString(),
});
export type SubscriptionCheckResponse = z.infer<typeof subscriptionCheckResponseSchema>;

export const userAuditRequestSchema = z.object({
  companyCode: safeString().min(1).max(64),
  userName: safeString().min(1).max(LOGIN_LIMITS.usernameMax),
  jwtToken: safeString().min(1).max(4096),
});
export type UserAuditRequest = z.infer<typeof userAuditRequestSchema>;
export const userAuditResponseSchema = z.object({ id: z.number().int() });

/** The values a logged-in session keeps (the session context values). */
export const sessionContextSchema = z.object({
  companyCode: safeString(),
  apiKey: safeString(),
  userName: safeString(),
  clientName: safeString(),
});
export type SessionContext = z.infer<typeof sessionContextSchema>;

/**
 * Beyond the spec: everything the app needs to show its first screen after a reload or a pasted
 * link, in one answer — the caller's user, first role, company, subscription state, the lists its
 * role loads (by list name) and its company's active sites. The same values the spec's session
 * calls answer one by one.
 */
export const sessionBootstrapSchema = z.object({
  user: userSchema,
  role: roleSchema,
  company: companySchema,
  subscription: subscriptionCheckResponseSchema,
  lists: z.record(safeString(), attributeListSchema),
  sites: siteListSchema,
});
export type SessionBootstrap = z.infer<typeof sessionBootstrapSchema>;
