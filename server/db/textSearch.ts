import { sql } from 'drizzle-orm';

/**
 * The text search configuration of every full-text vector and query (drizzle/0033_search_unaccent.sql):
 * PostgreSQL's English one with accents removed before stemming, so "codigo" finds "código" (issue 34).
 */
export const TEXT_SEARCH = sql.raw(`'community_search'`);
