/** The 13 modules of the sidebar, in order, with their routes. */
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

/** Modules whose API calls are gated on the server (plugins/guards.ts). */
export const MODULE_GATES = {
  vendor: 'Vendor Supplier',
  advance: 'Advance Management',
  expense: 'Expense Management',
  site: 'Site Management',
  admin: 'Admin',
} as const satisfies Record<string, ModuleName>;

/**
 * Index-only modules: a placeholder page with only a heading. Site Management and Admin have
 * screens of their own (Site Management; Admin's Lists tab).
 */
export const PLACEHOLDER_MODULES: readonly ModuleName[] = [
  'Employee Management',
  'Attendance Management',
  'Salary Management',
  'Vendor Works',
  'Reports',
  'DashBoards',
  'Project Management',
  'Customer RelationShip Management',
];

/** The vendor section's top menu. Paths are relative to /home/vendor. */
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
  { path: 'payables/vendorsumm', heading: 'Summary By Vendor' },
  { path: 'payables/executivesumm', heading: 'Executive Summary' },
  { path: 'payables/payablesumm', heading: 'Vendor Payable Summary' },
  { path: 'performance', heading: 'Vendor Performance' },
  { path: 'rating', heading: 'Vendor Rating' },
] as const;

/**
 * One line under each placeholder page's heading saying what the page will hold, keyed by the
 * heading (the spec's module names and screen titles).
 */
export const PLACEHOLDER_DESCRIPTIONS: Record<string, string> = {
  'Employee Management':
    'Your company’s employees, their roles, sites and contact details will be kept here.',
  'Site Management': 'Your company’s sites, their addresses and site leads will be managed here.',
  'Attendance Management': 'Daily attendance of the people at each site will be recorded here.',
  'Salary Management': 'Salaries for each salary cycle will be worked out and recorded here.',
  'Vendor Works': 'Work orders given to vendors and their progress will be tracked here.',
  Reports: 'Reports across vendors, payables, advances and expenses will be listed here.',
  DashBoards: 'At-a-glance figures for your company will be shown here.',
  'Project Management': 'Projects, their sites, budgets and milestones will be tracked here.',
  'Customer RelationShip Management': 'Your customers, enquiries and follow-ups will be kept here.',
  'Summary By Vendor': 'What each vendor was billed, paid and is still owed will be shown here.',
  'Executive Summary': 'Outstanding, overdue and paid totals across sites will be shown here.',
  'Vendor Payable Summary':
    'Outstanding bills by age (not yet due, 1–30, 31–60, 61–90, over 90 days) will be shown here.',
  'Vendor Performance': 'How each vendor performs on time, quality and price will be shown here.',
  'Vendor Rating': 'Ratings given to vendors after their work will be kept here.',
};
