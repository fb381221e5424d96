/** The writes of onboarding (companies, their lists, sites, roles and users), made only by the admin operations. */

// The user and role writes live in db/user-records.ts (shared with the company's administration).
export {
  assignRole,
  findRoleByName,
  findUserByNameAnyTenant,
  insertRole,
  insertUser,
  setRoleModules,
  setUserActive,
} from '../../db/user-records.js';
