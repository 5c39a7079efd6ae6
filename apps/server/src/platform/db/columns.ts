import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** 24-hex ObjectId-style id column (DESIGN §6). */
export const idColumn = (name: string) => varchar(name, { length: 24 });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
