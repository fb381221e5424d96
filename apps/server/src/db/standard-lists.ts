import { ATTRIBUTE } from '@sitebook/contract';
import type { Db } from './client.js';
import { onetimeAttributes } from './schema/index.js';

/**
 * The lists a new company starts with, so its vendor and payable forms have values to pick on the
 * first day (a company made with empty lists could add no vendor: every category picker said
 * "Nothing matches"). They are the company's own copies: its ADMIN edits them in Admin → Lists.
 * Values double as codes.
 */
export const STANDARD_COMPANY_LISTS: Readonly<Record<string, readonly string[]>> = {
  [ATTRIBUTE.vendorCategory]: [
    'Civil',
    'Electrical',
    'Plumbing',
    'Material Supplier',
    'Carpentry',
    'Painting',
    'Fabrication',
  ],
  [ATTRIBUTE.vendorWorkType]: [
    'Excavation',
    'Masonry',
    'Plastering',
    'Concreting',
    'Electrical Wiring',
    'Plumbing Works',
    'Painting Works',
    'Tiling',
    'Carpentry Works',
  ],
  [ATTRIBUTE.vendorMaterialType]: [
    'Cement',
    'Steel',
    'Sand',
    'Bricks',
    'Aggregate',
    'Paint',
    'Tiles',
    'Wood',
  ],
  [ATTRIBUTE.vendorUnitsWork]: ['Sq.ft', 'Rft', 'Nos', 'Lumpsum', 'Days'],
  [ATTRIBUTE.vendorUnitsGoods]: ['Kg', 'Ton', 'Bags', 'Litre', 'Nos', 'Cum'],
};

/** Copies the standard lists to a company (a value it already has is kept as it is). */
export async function copyStandardLists(db: Db, tenantCode: string): Promise<void> {
  const rows = Object.entries(STANDARD_COMPANY_LISTS).flatMap(([name, values]) =>
    values.map((value, i) => ({ tenantCode, name, code: value, value, sortOrder: i + 1 })),
  );
  await db.insert(onetimeAttributes).values(rows).onConflictDoNothing();
}
