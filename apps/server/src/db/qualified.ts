import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table's name, `"table"."column"`, whatever the query around it. Drizzle writes the
 * columns of a one-table select bare; inside a correlated subquery a bare column is read as the subquery's own when
 * that table has a column of the same name (`where team_code = team_code` is always true), so every column of a
 * correlated subquery goes through this (docs/decisions/0031-per-user-screens.md).
 */
export function qualified(column: AnyPgColumn) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
