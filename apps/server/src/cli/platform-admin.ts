import { ADMIN_ROLE_TYPE, PORTAL_ADMIN_ROLE } from '@sitebook/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { findCompanyByCode } from '../db/lookups.js';
import { users } from '../db/schema/index.js';
import { findRoleByName, findUserByNameAnyTenant } from '../domain/user-records.js';
import * as admin from '../features/admin/admin.service.js';
import { generateOneTimePassword } from '../lib/password.js';

/** The company a real install's platform administrator belongs to, unless --company names another. */
export const PLATFORM_COMPANY = 'PORTAL';

export interface PlatformAdminInput {
  company: string;
  companyName: string;
  country: string;
  userName: string;
  firstName: string;
  lastName: string;
}

export interface PlatformAdminCreated {
  user: { id: number; tenantCode: string; userName: string };
  /** Shown once: only its argon2id hash is stored, and the user must replace it at the first sign-in. */
  password: string;
  /** The new company's API key (shown once), when the platform's company was created here. */
  companyApiKey?: string;
  roleCreated: boolean;
}

/**
 * Call it in a transaction (the CLI's `audited`), so a refusal half-way leaves nothing behind.
 * A real install's platform administrator: the portal's role (PortalAdmin, type ADMIN, module
 * Admin) in the platform's company, each made when missing, and a user holding it whose password
 * is generated here, returned once and must be changed at the first sign-in. The demo's published
 * `portaladmin` exists only in the demo seed; an install never needs it.
 */
export async function createPlatformAdmin(db: Db, input: PlatformAdminInput): Promise<PlatformAdminCreated> {
  if (await findUserByNameAnyTenant(db, input.userName)) {
    throw new admin.AdminError(`User ${input.userName} already exists`);
  }
  const password = generateOneTimePassword();
  let companyApiKey: string | undefined;
  if (!(await findCompanyByCode(db, input.company))) {
    const company = await admin.createCompany(db, {
      code: input.company,
      name: input.companyName,
      country: input.country,
    });
    companyApiKey = company.apiKey;
  }
  let role = await findRoleByName(db, input.company, PORTAL_ADMIN_ROLE);
  const roleCreated = !role;
  if (!role) {
    role = await admin.createRole(db, {
      company: input.company,
      name: PORTAL_ADMIN_ROLE,
      type: ADMIN_ROLE_TYPE,
      modules: ['Admin'],
    });
  } else if (role.roleType !== ADMIN_ROLE_TYPE) {
    throw new admin.AdminError(
      `Role ${PORTAL_ADMIN_ROLE} of ${input.company} is not of type ${ADMIN_ROLE_TYPE}`,
    );
  }
  // createUser checks the name and the password rules as for any user; the flag makes the first
  // sign-in lead to Change password, so the printed password is good for that one sign-in only.
  const user = await admin.createUser(db, {
    company: input.company,
    username: input.userName,
    password,
    firstName: input.firstName,
    lastName: input.lastName,
    role: PORTAL_ADMIN_ROLE,
  });
  await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
  return { user, password, companyApiKey, roleCreated };
}
