import { ATTRIBUTE, GLOBAL_TENANT } from '@sitebook/contract';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advanceRequests, expenses, onetimeAttributes, payables, vendors } from '../../db/schema/index.js';

type AttributeRow = typeof onetimeAttributes.$inferSelect;

/** Every value of a company list (inactive ones too), in display order. */
export async function listValues(db: Db, tenantCode: string, name: string): Promise<AttributeRow[]> {
  return db
    .select()
    .from(onetimeAttributes)
    .where(and(eq(onetimeAttributes.tenantCode, tenantCode), eq(onetimeAttributes.name, name)))
    .orderBy(asc(onetimeAttributes.sortOrder), asc(onetimeAttributes.id));
}

export async function findValue(db: Db, tenantCode: string, name: string, id: number, lock = false) {
  const query = db
    .select()
    .from(onetimeAttributes)
    .where(
      and(
        eq(onetimeAttributes.tenantCode, tenantCode),
        eq(onetimeAttributes.name, name),
        eq(onetimeAttributes.id, id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Another value of the list with this text (any case) or this code. */
export async function valueTaken(db: Db, tenantCode: string, name: string, value: string, exceptId?: number) {
  const rows = await db
    .select({ id: onetimeAttributes.id })
    .from(onetimeAttributes)
    .where(
      and(
        eq(onetimeAttributes.tenantCode, tenantCode),
        eq(onetimeAttributes.name, name),
        sql`(lower(${onetimeAttributes.value}) = lower(${value}) or ${onetimeAttributes.code} = ${value})`,
      ),
    );
  return rows.some((r) => r.id !== exceptId);
}

export async function nextSortOrder(db: Db, tenantCode: string, name: string): Promise<number> {
  const [row] = await db
    .select({ n: max(onetimeAttributes.sortOrder) })
    .from(onetimeAttributes)
    .where(and(eq(onetimeAttributes.tenantCode, tenantCode), eq(onetimeAttributes.name, name)));
  return (row?.n ?? 0) + 1;
}

export async function insertValue(
  db: Db,
  item: { tenantCode: string; name: string; code: string; value: string; sortOrder: number },
): Promise<AttributeRow> {
  const [row] = await db.insert(onetimeAttributes).values(item).returning();
  if (!row) throw new Error('list value insert returned no row');
  return row;
}

export async function updateValue(
  db: Db,
  tenantCode: string,
  id: number,
  set: { value?: string; isActive?: boolean },
): Promise<AttributeRow | undefined> {
  const [row] = await db
    .update(onetimeAttributes)
    .set(set)
    .where(and(eq(onetimeAttributes.tenantCode, tenantCode), eq(onetimeAttributes.id, id)))
    .returning();
  return row;
}

export async function deleteValue(db: Db, tenantCode: string, id: number): Promise<void> {
  await db
    .delete(onetimeAttributes)
    .where(and(eq(onetimeAttributes.tenantCode, tenantCode), eq(onetimeAttributes.id, id)));
}

/**
 * Where the records of the tenant hold a value of a list: the vendor and payable columns each
 * company list fills. Material types are kept comma-joined on a vendor (several goods types).
 */
type Use = (v: string) => ReturnType<typeof sql>;
const USES: Record<string, { vendors?: Use; payables?: Use; advances?: Use; expenses?: Use }> = {
  [ATTRIBUTE.vendorCategory]: { vendors: (v) => sql`${vendors.vendorCategory} = ${v}` },
  [ATTRIBUTE.vendorWorkType]: {
    vendors: (v) => sql`${vendors.typeOfWork} = ${v}`,
    payables: (v) => sql`${payables.typeOfWork} = ${v}`,
  },
  [ATTRIBUTE.vendorMaterialType]: {
    vendors: (v) => sql`${v} = any(string_to_array(${vendors.typeOfGoods}, ','))`,
    payables: (v) => sql`${payables.typeOfMaterials} = ${v}`,
  },
  [ATTRIBUTE.vendorUnitsWork]: {
    payables: (v) => sql`${payables.units} = ${v} and ${payables.typeOfWork} <> ''`,
  },
  [ATTRIBUTE.vendorUnitsGoods]: {
    payables: (v) => sql`${payables.units} = ${v} and ${payables.typeOfWork} = ''`,
  },
  [ATTRIBUTE.advanceRemarks]: { advances: (v) => sql`${advanceRequests.requesterComments} = ${v}` },
  [ATTRIBUTE.expenseOtherExpenses]: { expenses: (v) => sql`${expenses.expenseType} = ${v}` },
};

/** How many vendors, payables, advance requests and expenses of the tenant hold `value` of list `name`. */
export async function usesOf(db: Db, tenantCode: string, name: string, value: string) {
  const use = USES[name] ?? {};
  const counted = async (
    table: typeof vendors | typeof payables | typeof advanceRequests | typeof expenses,
    where?: Use,
  ) => {
    if (!where) return 0;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.tenantCode, tenantCode), where(value)));
    return Number(row?.n ?? 0);
  };
  return {
    vendors: await counted(vendors, use.vendors),
    payables: await counted(payables, use.payables),
    advances: await counted(advanceRequests, use.advances),
    expenses: await counted(expenses, use.expenses),
  };
}

/**
 * The company's copy of a global list it may replace (COMPANY_OVERRIDABLE_LISTS): made
 * from the global values the first time, so the panel changes the company's list only.
 */
export async function ensureCompanyCopy(db: Db, tenantCode: string, name: string): Promise<void> {
  const own = await db
    .select({ id: onetimeAttributes.id })
    .from(onetimeAttributes)
    .where(and(eq(onetimeAttributes.tenantCode, tenantCode), eq(onetimeAttributes.name, name)))
    .limit(1);
  if (own.length > 0) return;
  const global = await listValues(db, GLOBAL_TENANT, name);
  if (global.length === 0) return;
  await db
    .insert(onetimeAttributes)
    .values(
      global.map((g) => ({
        tenantCode,
        name,
        code: g.code,
        value: g.value,
        sortOrder: g.sortOrder,
        isActive: g.isActive,
      })),
    )
    .onConflictDoNothing();
}

/**
 * A rename carried to the records that hold the old text (their current rows; the payable history
 * keeps what was written then). Vendors' comma-joined goods types are replaced item by item.
 */
export async function renameUses(db: Db, tenantCode: string, name: string, from: string, to: string) {
  const vendorTenant = eq(vendors.tenantCode, tenantCode);
  const payableTenant = eq(payables.tenantCode, tenantCode);
  switch (name) {
    case ATTRIBUTE.vendorCategory:
      await db
        .update(vendors)
        .set({ vendorCategory: to })
        .where(and(vendorTenant, eq(vendors.vendorCategory, from)));
      break;
    case ATTRIBUTE.vendorWorkType:
      await db
        .update(vendors)
        .set({ typeOfWork: to })
        .where(and(vendorTenant, eq(vendors.typeOfWork, from)));
      await db
        .update(payables)
        .set({ typeOfWork: to })
        .where(and(payableTenant, eq(payables.typeOfWork, from)));
      break;
    case ATTRIBUTE.vendorMaterialType:
      await db
        .update(vendors)
        .set({
          typeOfGoods: sql`array_to_string(array_replace(string_to_array(${vendors.typeOfGoods}, ','), ${from}::text, ${to}::text), ',')`,
        })
        .where(and(vendorTenant, sql`${from} = any(string_to_array(${vendors.typeOfGoods}, ','))`));
      await db
        .update(payables)
        .set({ typeOfMaterials: to })
        .where(and(payableTenant, eq(payables.typeOfMaterials, from)));
      break;
    case ATTRIBUTE.vendorUnitsWork:
      await db
        .update(payables)
        .set({ units: to })
        .where(and(payableTenant, eq(payables.units, from), sql`${payables.typeOfWork} <> ''`));
      break;
    case ATTRIBUTE.vendorUnitsGoods:
      await db
        .update(payables)
        .set({ units: to })
        .where(and(payableTenant, eq(payables.units, from), sql`${payables.typeOfWork} = ''`));
      break;
    case ATTRIBUTE.advanceRemarks:
      await db
        .update(advanceRequests)
        .set({ requesterComments: to })
        .where(and(eq(advanceRequests.tenantCode, tenantCode), eq(advanceRequests.requesterComments, from)));
      break;
    case ATTRIBUTE.expenseOtherExpenses:
      await db
        .update(expenses)
        .set({ expenseType: to })
        .where(and(eq(expenses.tenantCode, tenantCode), eq(expenses.expenseType, from)));
      break;
  }
}
