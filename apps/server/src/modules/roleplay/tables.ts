/** Every Roleplay table (all tenant tables), gathered for drizzle-kit and the typed client. */
export * from './batches/tables.js';
export * from './usecases/tables.js';
export * from './voices/tables.js';
export * from './practice/tables.js';
export * from './scoring/tables.js';
export * from './crm/tables.js';
export * from './recordings/tables.js';
export * from './sync/tables.js';
export * from './never-say/tables.js';
