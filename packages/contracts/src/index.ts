export * from './roles.js';
export * from './errors.js';
export * from './constants.js';
export * from './common.js';
export * from './tenancy.js';
export * from './accounts.js';
