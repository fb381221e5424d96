import { ATTRIBUTE, countryList, vendorMessages as m, type VendorValues } from '@sitebook/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as repo from './vendors.repo.js';

/** A list as lower-cased value → the stored value (matching is case-insensitive, storing is canonical). */
type ListIndex = Map<string, string>;

/** The tenant's lists a vendor's values must come from, loaded once per request (or per bulk file). */
export interface VendorLists {
  categories: ListIndex;
  workTypes: ListIndex;
  materialTypes: ListIndex;
  countries: ListIndex;
  /** By list name (`common.state.<country>`). */
  states: Map<string, ListIndex>;
}

const COMPANY_LISTS = [ATTRIBUTE.vendorCategory, ATTRIBUTE.vendorWorkType, ATTRIBUTE.vendorMaterialType];

export async function loadVendorLists(db: Db, tenantCode: string): Promise<VendorLists> {
  const items = await repo.vendorListItems(
    db,
    tenantCode,
    COMPANY_LISTS,
    ATTRIBUTE.country,
    ATTRIBUTE.statePrefix,
  );
  const lists = new Map<string, ListIndex>();
  for (const { name, value } of items) {
    let list = lists.get(name);
    if (!list) {
      list = new Map();
      lists.set(name, list);
    }
    list.set(value.trim().toLowerCase(), value);
  }
  const get = (name: string): ListIndex => lists.get(name) ?? new Map();
  const states = new Map<string, ListIndex>();
  for (const [name, list] of lists) if (name.startsWith(`${ATTRIBUTE.statePrefix}.`)) states.set(name, list);
  return {
    categories: get(ATTRIBUTE.vendorCategory),
    workTypes: get(ATTRIBUTE.vendorWorkType),
    materialTypes: get(ATTRIBUTE.vendorMaterialType),
    countries: get(ATTRIBUTE.country),
    states,
  };
}

/** A refusal names the rule's message and, where one was given, the bad value (the bulk dialog shows it). */
export type VendorCheck<T> = { ok: true; value: T } | { ok: false; message: string; badValue?: string };

/** The value the input gave for `field`, as text, if it gave one. */
function given(input: unknown, field: PropertyKey | undefined): string | undefined {
  if (field === undefined || !input || typeof input !== 'object') return undefined;
  const value = (input as Record<PropertyKey, unknown>)[field];
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Splits a comma-joined goods list into trimmed, non-empty items. */
export const splitGoods = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/**
 * THE vendor validator of a bulk-upload row (raw cells): the contract schema (every Add Vendor rule
 * and its message in the contract, first issue wins), then the list rules (checkVendorLists). Single
 * creates and updates are parsed by their route with the same schema and go to checkVendorLists.
 */
export function validateVendor<T extends VendorValues>(
  schema: z.ZodType<T>,
  input: unknown,
  lists: VendorLists,
): VendorCheck<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: issue?.message ?? m.selectCategory, badValue: given(input, issue?.path[0]) };
  }
  return checkVendorLists(parsed.data, lists);
}

/**
 * The list rules of a parsed vendor, shared by create, update and every bulk row: category, work
 * type, goods types, country and state must be items of the tenant's lists (the answer is the form's
 * select message). The value comes back normalised: list values as stored in the list, goods
 * comma-joined without spaces, the type not chosen cleared.
 */
export function checkVendorLists<T extends VendorValues>(input: T, lists: VendorLists): VendorCheck<T> {
  const value: T = { ...input };
  const refuse = (message: string, badValue?: string): VendorCheck<T> => ({
    ok: false,
    message,
    badValue: badValue === '' ? undefined : badValue,
  });

  const category = lists.categories.get(value.vendorCategory.toLowerCase());
  if (!category) return refuse(m.selectCategory, value.vendorCategory);
  value.vendorCategory = category;

  if (value.vendorType === 'GOODS') value.typeOfWork = '';
  if (value.typeOfWork !== '') {
    const work = lists.workTypes.get(value.typeOfWork.toLowerCase());
    if (!work) return refuse(m.selectWorkType, value.typeOfWork);
    value.typeOfWork = work;
    if (value.vendorType === 'WORK') value.typeOfGoods = '';
  }
  const goods: string[] = [];
  for (const item of splitGoods(value.typeOfGoods)) {
    const known = lists.materialTypes.get(item.toLowerCase());
    if (!known) return refuse(m.selectGoodsType, item);
    if (!goods.includes(known)) goods.push(known);
  }
  value.typeOfGoods = goods.join(',');
  if (value.typeOfWork === '' && value.typeOfGoods === '') {
    return { ok: false, message: value.vendorType === 'GOODS' ? m.selectGoodsType : m.selectWorkType };
  }

  const country = lists.countries.get(value.country.toLowerCase());
  if (!country) return refuse(m.selectCountry, value.country);
  value.country = country;
  const state = lists.states.get(countryList(ATTRIBUTE.statePrefix, country))?.get(value.state.toLowerCase());
  if (!state) return refuse(m.selectState, value.state);
  value.state = state;

  return { ok: true, value };
}
