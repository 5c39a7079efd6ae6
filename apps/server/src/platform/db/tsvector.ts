import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL full-text `tsvector`, written by SQL (`to_tsvector`) and only read by search conditions. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
