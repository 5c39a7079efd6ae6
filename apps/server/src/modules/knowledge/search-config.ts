import { sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '@switchboard/contracts';

/**
 * The PostgreSQL text-search configuration of each product language: the Snowball stemmer PostgreSQL
 * ships for it. Both Spanish variants share one stemmer, as they share one spelling.
 */
export const SEARCH_CONFIG: Record<Locale, string> = {
  'en-US': 'english',
  'fr-FR': 'french',
  'es-419': 'spanish',
  'es-ES': 'spanish',
  'pt-BR': 'portuguese',
  'nb-NO': 'norwegian',
  'it-IT': 'italian',
  'sv-SE': 'swedish',
  'de-DE': 'german',
};

const configOf = (language: Locale) => sql.raw(`'${SEARCH_CONFIG[language]}'::regconfig`);

/** The weighted document vector of a text in its language: title A, tags B, body C. */
export function documentVector(language: Locale, title: string, tags: readonly string[], body: string): SQL {
  const config = configOf(language);
  return sql`setweight(to_tsvector(${config}, ${title}), 'A') || setweight(to_tsvector(${config}, ${tags.join(' ')}), 'B') || setweight(to_tsvector(${config}, ${body}), 'C')`;
}

/** One distinct configuration with the languages stemmed by it (each has its own index on the articles). */
export const SEARCH_CONFIG_GROUPS: { config: string; languages: Locale[] }[] = [...new Set(Object.values(SEARCH_CONFIG))].map((config) => ({
  config,
  languages: LOCALES.filter((l) => SEARCH_CONFIG[l] === config),
}));

/** What people type into search boxes: every word, quoted phrases, `or`, `-word` (never fails on odd input). */
function tsQuery(config: string, q: string): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${config}'::regconfig`)}, ${q})`;
}

/** Each row's own text-search configuration. */
export function rowConfig(languageColumn: SQL): SQL {
  const branches = SEARCH_CONFIG_GROUPS.map(
    ({ config, languages }) =>
      sql`when ${languageColumn} in (${sql.join(
        languages.map((l) => sql`${l}`),
        sql`, `,
      )}) then ${sql.raw(`'${config}'::regconfig`)}`,
  );
  return sql`(case ${sql.join(branches, sql` `)} end)`;
}

/** A user's query as each row's own language reads it, with the row's configuration. */
export function rowQuery(languageColumn: SQL, q: string): SQL {
  const branches = SEARCH_CONFIG_GROUPS.map(
    ({ config, languages }) =>
      sql`when ${languageColumn} in (${sql.join(
        languages.map((l) => sql`${l}`),
        sql`, `,
      )}) then ${tsQuery(config, q)}`,
  );
  return sql`(case ${sql.join(branches, sql` `)} end)`;
}

/** A text[] literal of `values` (an empty list typed too, which a bare `array[]` is not). */
export const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/** Highlight markers PostgreSQL puts around hits; no text a person types contains them. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

/** Escapes a `ts_headline` snippet for HTML and turns its markers into `<mark>`. */
export function snippetHtml(headline: string): string {
  const escaped = headline.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  return escaped.replaceAll(HIT_START, '<mark>').replaceAll(HIT_END, '</mark>');
}
