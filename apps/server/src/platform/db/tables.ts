/** Every table of the schema, for drizzle-kit and for the typed client. */
export * from '../../modules/accounts/tables.js';
export * from '../../modules/tenants/tables.js';
export * from '../../modules/audit/tables.js';
