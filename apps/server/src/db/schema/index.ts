export * from './advances.js';
export * from './companies.js';
export * from './payables.js';
export * from './reference.js';
export * from './row-counts.js';
export * from './security.js';
export * from './users.js';
export * from './vendors.js';
