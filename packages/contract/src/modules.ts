/** The 13 modules of the sidebar, in order, with their routes (spec section 2, Sidebar). */
export const MODULES = [
  { name: 'Employee Management', path: '/home/employee' },
  { name: 'Site Management', path: '/home/site' },
  { name: 'Attendance Management', path: '/home/attendance' },
  { name: 'Admin', path: '/home/admin' },
  { name: 'Advance Management', path: '/home/advance' },
  { name: 'Expense Management', path: '/home/expense' },
  { name: 'Salary Management', path: '/home/salary' },
  { name: 'Vendor Supplier', path: '/home/vendor' },
  { name: 'Vendor Works', path: '/home/vendorworks' },
  { name: 'Reports', path: '/home/report' },
  { name: 'DashBoards', path: '/home/dashboard' },
  { name: 'Project Management', path: '/home/project' },
  { name: 'Customer RelationShip Management', path: '/home/crm' },
] as const;

export type ModuleName = (typeof MODULES)[number]['name'];
export const MODULE_NAMES: readonly ModuleName[] = MODULES.map((m) => m.name);

/** Modules whose API calls are gated on the server (DESIGN.md section 4). */
export const MODULE_GATES = {
  vendor: 'Vendor Supplier',
  advance: 'Advance Management',
  expense: 'Expense Management',
} as const satisfies Record<string, ModuleName>;

/** Index-only modules: a placeholder page with only a heading. */
export const PLACEHOLDER_MODULES: readonly ModuleName[] = [
  'Employee Management',
  'Site Management',
  'Attendance Management',
  'Admin',
  'Salary Management',
  'Vendor Works',
  'Reports',
  'DashBoards',
  'Project Management',
  'Customer RelationShip Management',
];

/** The vendor section's top menu (spec section 2, Vendor section layout). Paths are relative to /home/vendor. */
export const VENDOR_MENU = [
  { label: 'My Vendors', path: 'myvendor' },
  { label: 'Vendor Performance', path: 'performance' },
  { label: 'Vendor Rating', path: 'rating' },
] as const;

export const PAYABLES_SUBMENU = [
  { label: 'Vendor Payables', path: 'payables' },
  { label: 'Vendor Settlement', path: 'payables/settlement' },
  { label: 'Summary By Status', path: 'payables/statussumm' },
  { label: 'Summary By Vendor', path: 'payables/vendorsumm' },
  { label: 'Executive Summary', path: 'payables/executivesumm' },
  { label: 'Vendor Payable Summary', path: 'payables/payablesumm' },
] as const;
export const PAYABLES_MENU_LABEL = 'Payables';

/** Placeholder headings inside the vendor section. */
export const VENDOR_PLACEHOLDERS = [
  { path: 'payables/settlement', heading: 'Vendor Settlement' },
  { path: 'payables/vendorsumm', heading: 'Summary By Vendor' },
  { path: 'payables/executivesumm', heading: 'Executive Summary' },
  { path: 'payables/payablesumm', heading: 'Vendor Payable Summary' },
  { path: 'performance', heading: 'Vendor Performance' },
  { path: 'rating', heading: 'Vendor Rating' },
] as const;
