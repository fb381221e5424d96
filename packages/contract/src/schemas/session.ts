import '../zod-setup.js';
import { z } from 'zod';
import { LOGIN_LIMITS } from '../constants.js';
import { loginMessages } from '../messages.js';

/** Login form and request. */
export const loginRequestSchema = z.object({
  userName: z
    .string({ error: loginMessages.usernameRequired })
    .min(1, loginMessages.usernameRequired)
    .min(LOGIN_LIMITS.usernameMin, loginMessages.usernameTooShort)
    .max(LOGIN_LIMITS.usernameMax, loginMessages.usernameTooLong),
  password: z
    .string({ error: loginMessages.passwordEmpty })
    .min(1, loginMessages.passwordEmpty)
    .min(LOGIN_LIMITS.passwordMin, loginMessages.passwordTooShort)
    .max(LOGIN_LIMITS.passwordMax, loginMessages.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Beyond the spec (issue 15): `mustChangePassword` is true after a one-time password; the app then asks for a new one. */
export const loginResponseSchema = z.object({
  jwt: z.string(),
  userName: z.string(),
  mustChangePassword: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userId: z.number().int(),
  companyId: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const roleModuleSchema = z.object({ moduleId: z.number().int(), moduleName: z.string() });
export type RoleModule = z.infer<typeof roleModuleSchema>;

export const roleSchema = z.object({
  userRoleName: z.string(),
  modules: z.array(roleModuleSchema),
  erfProductId: z.number().int(),
  roleType: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
export const rolesResponseSchema = z.array(roleSchema);

export const companySchema = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  apiKey: z.string(),
  country: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** The spec's client sends the dates and status empty. */
export const subscriptionCheckRequestSchema = z.object({
  endDate: z.string().max(30).optional().default(''),
  erfCompanyId: z.coerce.number().int().positive().max(2_147_483_647),
  erfProductId: z.coerce.number().int().nonnegative().max(2_147_483_647).optional(),
  startDate: z.string().max(30).optional().default(''),
  status: z.string().max(30).optional().default(''),
});
export type SubscriptionCheckRequest = z.input<typeof subscriptionCheckRequestSchema>;

export const subscriptionCheckResponseSchema = z.object({
  expired: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.string(),
});
export type SubscriptionCheckResponse = z.infer<typeof subscriptionCheckResponseSchema>;

export const userAuditRequestSchema = z.object({
  companyCode: z.string().min(1).max(64),
  userName: z.string().min(1).max(LOGIN_LIMITS.usernameMax),
  jwtToken: z.string().min(1).max(4096),
});
export type UserAuditRequest = z.infer<typeof userAuditRequestSchema>;
export const userAuditResponseSchema = z.object({ id: z.number().int() });

/** The values a logged-in session keeps (the session context values). */
export const sessionContextSchema = z.object({
  companyCode: z.string(),
  apiKey: z.string(),
  userName: z.string(),
  clientName: z.string(),
});
export type SessionContext = z.infer<typeof sessionContextSchema>;
