import {
  ADMIN_ROLE_TYPE,
  GLOBAL_TENANT,
  MODULE_NAMES,
  nameString,
  newPasswordSchema,
  safeString,
  timeZoneForCountry,
} from '@sitebook/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { upsertAttribute } from '../../db/list-values.js';
import { findCompanyByCode, findSiteByCode } from '../../db/lookups.js';
import {
  generateApiKey,
  hashApiKey,
  insertNewCompany,
  setCompanyApiKeyHash,
} from '../../domain/company-records.js';
import { insertSite } from '../../domain/site-records.js';
import * as repo from '../../domain/user-records.js';
import { parseIso, todayIsoIn } from '../../lib/dates.js';
import { hashPassword } from '../../lib/password.js';

/**
 * Onboarding operations shared by the admin CLI and the demo seed. Inputs are validated with
 * clear messages; each throws AdminError on a refusal.
 */
export class AdminError extends Error {
  override name = 'AdminError';
}

const ROLE_TYPES = [ADMIN_ROLE_TYPE, 'USER'] as const;
const code = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(64, `${what} must be at most 64 characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} may contain only letters, digits, - and _`);
const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AdminError(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

export { generateApiKey };

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const createCompanySchema = z.object({
  code: code('Company code'),
  name: text('Company name', 200),
  country: text('Country', 100),
  vendorLimit: z.number().int('Vendor limit must be a whole number').min(0).max(1_000_000).nullish(),
  cycleStartDay: z
    .number()
    .int('Cycle start day must be a whole number')
    .min(1, 'Cycle start day must be 1..31')
    .max(31, 'Cycle start day must be 1..31')
    .default(1),
  subscriptionStart: z
    .string()
    .refine((s) => parseIso(s), 'Subscription start must be YYYY-MM-DD')
    .optional(),
  subscriptionEnd: z
    .string()
    .refine((s) => parseIso(s), 'Subscription end must be YYYY-MM-DD')
    .optional(),
  apiKey: safeString().min(32, 'An API key must be at least 32 characters').max(128).optional(),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

/**
 * Creates a company (tenant); the subscription defaults to one year from today. The answer carries
 * the API key this once: the database keeps only its hash.
 */
export async function createCompany(db: Db, input: CreateCompanyInput) {
  const v = parse(createCompanySchema, input);
  if (v.code === GLOBAL_TENANT) throw new AdminError(`${GLOBAL_TENANT} is reserved for the global lists`);
  if (await findCompanyByCode(db, v.code)) {
    throw new AdminError(`Company ${v.code} already exists`);
  }
  const start = v.subscriptionStart ?? todayIsoIn(timeZoneForCountry(v.country));
  const apiKey = v.apiKey ?? generateApiKey();
  const row = await insertNewCompany(db, {
    companyCode: v.code,
    companyName: v.name,
    country: v.country,
    apiKeyHash: hashApiKey(apiKey),
    subscriptionStart: start,
    subscriptionEnd: v.subscriptionEnd ?? addDays(start, 365),
    subscriptionStatus: 'Active',
    vendorLimit: v.vendorLimit ?? null,
    salaryCycleStartDay: v.cycleStartDay,
  });
  if (!row) throw new AdminError(`Company ${v.code} already exists`);
  return { ...row, apiKey };
}

async function requireCompany(db: Db, companyCode: string) {
  const company = await findCompanyByCode(db, companyCode);
  if (!company) throw new AdminError(`Company ${companyCode} does not exist`);
  return company;
}

/**
 * A new API key for the company, answered this once: only its hash is stored, and the old
 * key and every session value derived from it stop working (as the portal's Rotate key).
 */
export async function rotateApiKey(db: Db, companyCode: string) {
  await requireCompany(db, companyCode);
  const apiKey = generateApiKey();
  const row = await setCompanyApiKeyHash(db, companyCode, hashApiKey(apiKey));
  if (!row) throw new AdminError(`Company ${companyCode} does not exist`);
  return { ...row, apiKey };
}

/** A person's or role's name, as the company's screens take it: NFKC, no invisible characters. */
const name = (what: string, max: number) =>
  nameString({ error: `${what} is required` })
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

const createRoleSchema = z.object({
  company: code('Company code'),
  name: name('Role name', 100),
  type: z
    .string({ error: 'Role type is required' })
    .refine(
      (t) => (ROLE_TYPES as readonly string[]).includes(t),
      `Role type must be one of ${ROLE_TYPES.join(', ')}`,
    ),
  modules: z.array(safeString().trim().min(1)).default([]),
  erfProductId: z.number().int().min(0).default(1),
});
export type CreateRoleInput = z.input<typeof createRoleSchema>;

/** Creates a role with its modules (names from MODULES). */
export async function createRole(db: Db, input: CreateRoleInput) {
  const v = parse(createRoleSchema, input);
  await requireCompany(db, v.company);
  const unknown = v.modules.filter((m) => !(MODULE_NAMES as readonly string[]).includes(m));
  if (unknown.length > 0) {
    throw new AdminError(`Unknown module(s): ${unknown.join(', ')}. Modules are: ${MODULE_NAMES.join(', ')}`);
  }
  return db.transaction(async (tx) => {
    const same = await repo.findLookAlikeRole(tx, v.company, v.name);
    if (same) {
      throw new AdminError(
        same.name === v.name
          ? `Role ${v.name} already exists in ${v.company}`
          : `Role ${v.name} reads like the role ${same.name} of ${v.company}: choose another name`,
      );
    }
    const role = await repo.insertRole(tx, {
      tenantCode: v.company,
      name: v.name,
      roleType: v.type,
      erfProductId: v.erfProductId,
    });
    await repo.setRoleModules(tx, v.company, role.id, v.modules);
    return role;
  });
}

const createUserSchema = z.object({
  company: code('Company code'),
  username: z
    .string({ error: 'User name is required' })
    .trim()
    .min(5, 'User name must be at least 5 characters')
    .max(100, 'User name must be at most 100 characters')
    .regex(/^[A-Za-z0-9._@-]+$/, 'User name may contain only letters, digits, ., _, @ and -'),
  password: newPasswordSchema,
  firstName: name('First name', 100),
  lastName: name('Last name', 100),
  role: text('Role', 100),
  /** Where the user's notification mail goes; none = in the app only. */
  email: z.string().trim().email('Email must be an e-mail address').max(200).optional(),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Creates a user (argon2id hash) and assigns the named role of the same company. */
export async function createUser(db: Db, input: CreateUserInput) {
  const v = parse(createUserSchema, input);
  await requireCompany(db, v.company);
  const role = await repo.findRoleByName(db, v.company, v.role);
  if (!role) throw new AdminError(`Role ${v.role} does not exist in ${v.company}`);
  if (await repo.findUserByNameAnyTenant(db, v.username)) {
    throw new AdminError(`User ${v.username} already exists`);
  }
  const passwordHash = await hashPassword(v.password);
  return db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      tenantCode: v.company,
      userName: v.username,
      passwordHash,
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email ?? '',
      isActive: true,
    });
    await repo.assignRole(tx, v.company, user.id, role.id);
    return user;
  });
}

/** Disables (or re-enables) a user; their tokens stop working at once. */
export async function setUserEnabled(db: Db, username: string, enabled: boolean) {
  const user = await repo.findUserByNameAnyTenant(db, username);
  if (!user) throw new AdminError(`User ${username} does not exist`);
  await repo.setUserActive(db, user.tenantCode, user.id, enabled);
  return user;
}

const createSiteSchema = z.object({
  company: code('Company code'),
  code: code('Site code'),
  name: text('Site name', 200),
  status: text('Status', 30).default('Active'),
});
export type CreateSiteInput = z.input<typeof createSiteSchema>;

export async function createSite(db: Db, input: CreateSiteInput) {
  const v = parse(createSiteSchema, input);
  await requireCompany(db, v.company);
  if (await findSiteByCode(db, v.company, v.code)) {
    throw new AdminError(`Site ${v.code} already exists in ${v.company}`);
  }
  return insertSite(db, {
    tenantCode: v.company,
    siteCode: v.code,
    siteName: v.name,
    status: v.status,
    isActive: v.status === 'Active',
  });
}

const addListValueSchema = z.object({
  tenant: code('Tenant'),
  list: z
    .string({ error: 'List name is required' })
    .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/, 'List name must be dotted, e.g. vendor.category'),
  code: text('Code', 100),
  value: text('Value', 200),
  order: z.number().int('Order must be a whole number').min(0).max(1_000_000).default(0),
});
export type AddListValueInput = z.input<typeof addListValueSchema>;

/** Adds (or updates, by code) an item of a company list or of a global list (tenant WFM). */
export async function addListValue(db: Db, input: AddListValueInput) {
  const v = parse(addListValueSchema, input);
  if (v.tenant !== GLOBAL_TENANT) await requireCompany(db, v.tenant);
  await upsertAttribute(db, {
    tenantCode: v.tenant,
    name: v.list,
    code: v.code,
    value: v.value,
    sortOrder: v.order,
  });
}
