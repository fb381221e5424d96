import { ATTRIBUTE, countryList, GLOBAL_TENANT, PAYABLE_STATUSES } from '@sitebook/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { onetimeAttributes } from './schema/index.js';

/**
 * The global lists (tenant WFM) the product cannot work without: payable statuses, payment modes,
 * advance statuses and remarks, expense types, countries and states, the HR lists. They are reference
 * data, not demo data: every start fills any of them that is still empty (ensureGlobalLists), so a
 * database set up without the demo tenants works too. Operators change them with `add-list-value`.
 */
export const INDIA_STATES: readonly string[] = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];

/** Global lists (tenant WFM). An item is a value, or [code, value] when they differ. */
export const GLOBAL_LISTS: Record<string, readonly (string | readonly [string, string])[]> = {
  [ATTRIBUTE.paymentMode]: ['Cash', 'Cheque', 'NEFT', 'RTGS', 'UPI'],
  [ATTRIBUTE.paymentStatus]: PAYABLE_STATUSES,
  [ATTRIBUTE.advanceStatus]: ['Pending', 'Approved', 'Rejected', 'Settled'],
  [ATTRIBUTE.advanceRemarks]: [
    'Material Purchase',
    'Labour Payment',
    'Site Expenses',
    'Transport',
    'Equipment Rental',
    'Other',
  ],
  [ATTRIBUTE.expenseStatus]: ['Submitted', 'Verified', 'Rejected'],
  [ATTRIBUTE.expenseOtherExpenses]: ['Food', 'Travel', 'Fuel', 'Materials', 'Labour', 'Tools', 'Other'],
  [ATTRIBUTE.vendorStatus]: ['Active', 'Inactive'],
  [ATTRIBUTE.country]: ['India', 'Nepal', 'Sri Lanka', 'Bangladesh', 'United Arab Emirates'],
  [ATTRIBUTE.currency]: [
    ['INR', 'INR'],
    ['USD', 'USD'],
    ['AED', 'AED'],
    ['NPR', 'NPR'],
    ['LKR', 'LKR'],
  ],
  [ATTRIBUTE.recordStatus]: ['Active', 'Inactive'],
  [ATTRIBUTE.appCluster]: ['Workforce', 'Vendor', 'Finance'],
  [ATTRIBUTE.siteStatus]: ['Active', 'On Hold', 'Completed'],
  [ATTRIBUTE.gender]: ['Male', 'Female', 'Other'],
  [ATTRIBUTE.bloodGroup]: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
  [ATTRIBUTE.shift]: ['General', 'Morning', 'Evening', 'Night'],
  [ATTRIBUTE.employmentType]: ['Permanent', 'Contract', 'Daily Wage', 'Temporary'],
  [ATTRIBUTE.salaryStructure]: ['Monthly', 'Weekly', 'Daily', 'Hourly'],
  [ATTRIBUTE.attendanceRemarks]: ['Present', 'Absent', 'Half Day', 'Leave', 'Holiday'],
  [ATTRIBUTE.inTime]: ['06:00', '07:00', '08:00', '09:00', '10:00'],
  [ATTRIBUTE.outTime]: ['14:00', '15:00', '16:00', '17:00', '18:00', '19:00'],
  [countryList(ATTRIBUTE.statePrefix, 'India')]: INDIA_STATES,
  [countryList(ATTRIBUTE.bankPrefix, 'India')]: [
    'State Bank of India',
    'HDFC Bank',
    'ICICI Bank',
    'Axis Bank',
    'Canara Bank',
    'Punjab National Bank',
  ],
  [countryList(ATTRIBUTE.documentTypePrefix, 'India')]: [
    'Aadhaar',
    'PAN',
    'Voter ID',
    'Driving Licence',
    'Passport',
  ],
};

const itemCode = (item: string | readonly [string, string]) => (typeof item === 'string' ? item : item[0]);
const itemValue = (item: string | readonly [string, string]) => (typeof item === 'string' ? item : item[1]);
/** Fills each global list that has no item yet; lists already holding items are left as they are. */
export async function ensureGlobalLists(db: Db): Promise<void> {
  for (const [list, items] of Object.entries(GLOBAL_LISTS)) {
    const [present] = await db
      .select({ id: onetimeAttributes.id })
      .from(onetimeAttributes)
      .where(and(eq(onetimeAttributes.tenantCode, GLOBAL_TENANT), eq(onetimeAttributes.name, list)))
      .limit(1);
    if (present) continue;
    await db
      .insert(onetimeAttributes)
      .values(
        items.map((item, i) => ({
          tenantCode: GLOBAL_TENANT,
          name: list,
          code: itemCode(item),
          value: itemValue(item),
          sortOrder: i + 1,
        })),
      )
      .onConflictDoNothing();
  }
}
