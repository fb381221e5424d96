import { index, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/** Dropdown lists. tenant_code is a company code, or 'WFM' for the global lists. */
export const onetimeAttributes = pgTable(
  'onetime_attributes',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 100 }).notNull(),
    value: varchar('value', { length: 200 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('onetime_attributes_tenant_name_code_uq').on(t.tenantCode, t.name, t.code),
    index('onetime_attributes_list_idx').on(t.tenantCode, t.name, t.sortOrder),
  ],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    siteCode: varchar('site_code', { length: 64 }).notNull(),
    siteName: varchar('site_name', { length: 200 }).notNull(),
    status: varchar('status', { length: 30 }).notNull().default('Active'),
  },
  (t) => [unique('sites_tenant_code_uq').on(t.tenantCode, t.siteCode)],
);
