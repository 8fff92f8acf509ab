import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { users } from '@/server/db/schema';
import { escapeHtmlSql } from '@/server/search/queries';
import { fullnameShownSql } from '@/server/users/fullnameSql';

const dialect = new PgDialect();
const text = (fragment: ReturnType<typeof sql>) => dialect.sqlToQuery(fragment).sql;

describe('the shared SQL rules', () => {
  it('writes the full-name visibility rule as the partial index users_fullname_prefix_idx reads it', () => {
    expect(text(fullnameShownSql(sql`u.settings`))).toBe(`(u.settings ->> 'showfullname') IS DISTINCT FROM 'false'`);
    expect(text(fullnameShownSql(users.settings))).toBe(`("users"."settings" ->> 'showfullname') IS DISTINCT FROM 'false'`);
  });

  it('HTML-escapes the five characters, & first, with literals rather than parameters', () => {
    expect(text(escapeHtmlSql(sql`t.title`))).toBe(
      `replace(replace(replace(replace(replace(t.title, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`,
    );
  });
});
