import '../zod-setup.js';
import { z } from 'zod';
import { safeString } from './common.js';

/** A onetime-attribute list item (`[{ code, value }]`). */
export const attributeItemSchema = z.object({ code: safeString(), value: safeString() });
export type AttributeItem = z.infer<typeof attributeItemSchema>;
export const attributeListSchema = z.array(attributeItemSchema);

export const attributeNameSchema = safeString()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/, 'Unknown list name');

/** Site option: displayed as 'name (code)'. */
export const siteSchema = z.object({
  siteId: z.number().int(),
  siteName: safeString(),
  siteCode: safeString(),
  /** Only with `?inactive=include`: whether the site is active (pickers list active ones). */
  active: z.boolean().optional(),
});
export type Site = z.infer<typeof siteSchema>;
export const siteListSchema = z.array(siteSchema);
export const siteLabel = (site: Pick<Site, 'siteName' | 'siteCode'>) => `${site.siteName} (${site.siteCode})`;

export const salaryCycleSchema = z.object({ cycle: safeString() });
export type SalaryCycle = z.infer<typeof salaryCycleSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** The spec's site call answers active sites; `inactive=include` answers all with `active`. */
export const siteListQuerySchemaSpec = z.object({ inactive: z.literal('include').optional() });
