// zod is configured (zod-setup.ts) by each schema module's first import, not here: a bundle that
// uses no schema (the web app's first screen) then loads no zod at all. package.json marks every
// module but zod-setup.ts free of side effects, so bundlers drop what a screen does not use.
export * from './api-paths.js';
export * from './attributes.js';
export * from './constants.js';
export * from './labels-advance.js';
export * from './labels-payable.js';
export * from './messages/storage.js';
export * from './messages.js';
export * from './modules.js';
export * from './schemas/admin.js';
export * from './schemas/advance.js';
export * from './schemas/advance-form.js';
export * from './schemas/advance-lists.js';
export * from './schemas/advance-reconcile.js';
export * from './schemas/common.js';
export * from './schemas/list-query.js';
export * from './schemas/my-expenses.js';
export * from './schemas/names.js';
export * from './schemas/payable.js';
export * from './schemas/payable-form.js';
export * from './schemas/portal.js';
export * from './schemas/reference.js';
export * from './schemas/session.js';
export * from './schemas/settlement.js';
export * from './schemas/site-admin.js';
export * from './schemas/storage.js';
export * from './schemas/vendor.js';
export * from './schemas/vendor-form.js';
export * from './schemas/vendor-history.js';
export * from './schemas/vendor-rating.js';
