import { boolean, index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
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
    /** A deactivated value leaves the lists the forms load; records keep its text. */
    isActive: boolean('is_active').notNull().default(true),
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
    address: varchar('address', { length: 300 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    state: varchar('state', { length: 100 }).notNull().default(''),
    /** The site lead: a user name of the company ('' when none). */
    siteLead: varchar('site_lead', { length: 100 }).notNull().default(''),
    /** A deactivated site leaves the site pickers; records keep showing it. */
    isActive: boolean('is_active').notNull().default(true),
    createdBy: varchar('created_by', { length: 200 }).notNull().default(''),
    updatedBy: varchar('updated_by', { length: 200 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sites_tenant_code_uq').on(t.tenantCode, t.siteCode)],
);
