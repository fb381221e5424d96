/**
 * Every user-visible text the spec quotes, character for character (oddities included),
 * plus the few texts the project fixes where it gives none. The app and the tests import them from here.
 * Texts with a value inside are functions.
 *
 * One file per area under messages/: a bundler places a whole module in one chunk, so the
 * first screen's texts (core.ts) load without every other screen's.
 */

export * from './messages/admin.js';
export * from './messages/advance.js';
export * from './messages/advance-lists.js';
export * from './messages/advance-reconcile.js';
export * from './messages/audit-text.js';
export * from './messages/core.js';
export * from './messages/lists.js';
export * from './messages/money-writes.js';
export * from './messages/my-expenses.js';
export * from './messages/names.js';
export * from './messages/notification-screens.js';
export * from './messages/notifications.js';
export * from './messages/payable.js';
export * from './messages/portal.js';
export * from './messages/record-links.js';
export * from './messages/rules.js';
export * from './messages/screens.js';
export * from './messages/settlement.js';
export * from './messages/settlement-screen.js';
export * from './messages/site-admin.js';
export * from './messages/summaries.js';
export * from './messages/vendor.js';
export * from './messages/vendor-history.js';
export * from './messages/vendor-rating.js';
