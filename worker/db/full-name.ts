import { sql } from 'drizzle-orm';
import type { users } from '../../schema/db/index.ts';

/** A member's full name in SQL, from their `users` row (or an alias of it), as the screens and notices say it. */
export const fullNameOf = (table: typeof users) => sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;
