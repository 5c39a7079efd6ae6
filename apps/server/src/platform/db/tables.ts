/** Every table of the schema, for drizzle-kit and for the typed client. */
export * from '../../modules/accounts/tables.js';
export * from '../../modules/tenants/tables.js';
export * from '../../modules/audit/tables.js';
export * from '../../modules/announcements/tables.js';
export * from '../../modules/applications/tables.js';
export * from '../../modules/dashboard/tables.js';
export * from '../../modules/kbot/tables.js';
export * from '../../modules/knowledge/tables.js';
export * from '../../modules/roleplay/tables.js';
export * from '../../modules/uploads/tables.js';
export * from '../../modules/usage-analytics/tables.js';
export * from '../../modules/stored-files/tables.js';
export * from '../../modules/scim/tables.js';
