import { describe, expect, it } from 'vitest';
import { GLOBAL_TOAST_BY_STATUS, GLOBAL_TOAST_FALLBACK, LOCALES, ROLES } from '@switchboard/contracts';
import { TENANT_FILTER_FIELDS } from '../../features/admin/tenants/tenant-facets';

type Tree = { [key: string]: string | Tree };

const bundles = import.meta.glob<Tree>('./locales/*.json', { import: 'default', eager: true });
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const bundle = (locale: string) => {
  const tree = bundles[`./locales/${locale}.json`];
  if (!tree) throw new Error(`Missing locales/${locale}.json`);
  return flatten(tree);
};

const english = bundle('en-US');
const englishBases = [...new Set(Object.keys(english).map(baseKey))].sort();
const pluralBases = new Set(
  Object.keys(english)
    .filter((key) => PLURAL_SUFFIX.test(key))
    .map(baseKey),
);

/** Same text as English in every language, on purpose: product names, acronyms and symbols. */
const SAME_AS_ENGLISH = new Set([
  'app.name',
  'menu.kbot',
  'nav.kbot',
  'kbot.title',
  'kbot.panel.title',
  'kbot.sync.percent',
  'menu.engage',
  'nav.engage',
  'common.none',
  'upload.selected',
  'tenants.filters.lob',
  'practice.chat.tabs.crm',
  'practice.chat.score.unit.points',
]);

/** Words that are genuinely the same as in English in one language (reviewed, not forgotten). */
const SAME_WORD_IN: Partial<Record<string, string[]>> = {
  'fr-FR': [
    'menu.label',
    'nav.administration',
    'notifications.title',
    'roles.mentor',
    'tenants.filters.org',
    'tenants.filters.client',
    'clientConfiguration.columns.actions',
    'table.goToPage',
    'announcements.editor.body',
    'announcements.groups.clients',
    'practice.types.chat',
    'widgets.roleplay.chat',
    'practice.filter.chat',
    'roleplayAuthoring.columns.conversation',
    'roleplayAuthoring.details.description',
    'roleplayAuthoring.assignments.actions',
    'kbot.source.article',
    'kbot.sync.passages_one',
    'kbot.sync.passages_other',
    'knowledge.count_one',
    'knowledge.count_other',
  ],
  'es-419': [
    'roles.mentor',
    'tenants.filters.subLob',
    'practice.types.chat',
    'widgets.roleplay.chat',
    'practice.filter.chat',
    'history.filters.reviewNo',
  ],
  'es-ES': [
    'roles.mentor',
    'tenants.filters.subLob',
    'practice.types.chat',
    'widgets.roleplay.chat',
    'practice.filter.chat',
    'history.filters.reviewNo',
  ],
  'pt-BR': [
    'history.columns.status',
    'history.filters.status',
    'roles.mentor',
    'tenants.filters.subLob',
    'practice.types.chat',
    'widgets.roleplay.chat',
    'practice.filter.chat',
    'practice.chat.score.unit.percent',
    'widgets.roleplay.scorePercent',
    'kbot.source.roleplay',
    'knowledge.statusLabel',
    'knowledge.tag',
  ],
  'nb-NO': [
    'history.columns.status',
    'history.filters.status',
    'announcements.filters.status',
    'announcements.receipts.columns.state',
    'practice.types.chat',
    'widgets.roleplay.chat',
    'practice.filter.chat',
    'practice.chat.send',
    'knowledge.audienceFor',
    'knowledge.statusLabel',
  ],
  'it-IT': [
    'auth.password',
    'menu.home',
    'tabs.pageTitle',
    'tabs.home',
    'practice.crumb',
    'tenants.filters.subLob',
    'upload.fileLabel',
    'practice.chat.score.unit.percent',
    'widgets.roleplay.scorePercent',
    'history.filters.reviewNo',
    'kbot.source.roleplay',
    // Italian names a roleplay 'roleplay' throughout, and the history filter now says it as English does.
    'history.filters.usecase',
    'history.agreement.columns.usecase',
  ],
  'sv-SE': [
    'history.columns.status',
    'history.filters.status',
    'tenants.filters.org',
    'announcements.filters.status',
    'announcements.receipts.columns.state',
    'knowledge.statusLabel',
  ],
  'de-DE': [
    'history.columns.status',
    'history.filters.status',
    'roles.mentor',
    'tenants.filters.org',
    'tenants.filters.subLob',
    'clientConfiguration.columns.status',
    'announcements.filters.status',
    'announcements.receipts.columns.name',
    'announcements.receipts.columns.state',
    'practice.types.chat',
    'widgets.roleplay.chat',
    'practice.filter.chat',
    'roleplayAuthoring.filters.status',
    'roleplayAuthoring.columns.status',
    'knowledge.statusLabel',
    // German contact centres say AHT (average handling time) as English ones do.
    'history.columns.aht',
  ],
};

describe.each(LOCALES.filter((locale) => locale !== 'en-US'))('%s translations', (locale) => {
  const strings = bundle(locale);

  it('has exactly the English keys, no missing, no extra', () => {
    expect([...new Set(Object.keys(strings).map(baseKey))].sort()).toEqual(englishBases);
  });

  it('has every plural form the language needs and no others', () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      const forms = Object.keys(strings)
        .filter((key) => baseKey(key) === base && key !== base)
        .map((key) => key.slice(base.length + 1))
        .sort();
      expect(forms, `${locale} ${base}`).toEqual([...categories].sort());
    }
  });

  it('keeps the interpolation variables of each English string', () => {
    for (const [key, text] of Object.entries(strings)) {
      const englishText = english[key] ?? english[`${baseKey(key)}_other`];
      expect(variables(text), `${locale} ${key}`).toEqual(variables(englishText ?? ''));
    }
  });

  it('translates every string (nothing empty, nothing left in English)', () => {
    for (const [key, text] of Object.entries(strings)) expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
    const identical = Object.keys(strings).filter((key) => strings[key] === english[key] && !SAME_AS_ENGLISH.has(baseKey(key)));
    expect(identical.sort()).toEqual([...(SAME_WORD_IN[locale] ?? [])].sort());
  });
});

describe('en-US', () => {
  it('has both plural forms English needs', () => {
    for (const base of pluralBases) {
      expect(english[`${base}_one`], base).toBeDefined();
      expect(english[`${base}_other`], base).toBeDefined();
    }
  });
});

/** Literal keys written in the code: t('a.b'), labelKey: 'a.b', and values of the key tables. */
const code = Object.values(sources).join('\n');
const literalKeys = new Set([...code.matchAll(/['`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)['`]/g)].map((match) => match[1]!));
/** Keys built at run time, with the values they can take. */
const dynamicKeys = [
  ...ROLES.map((role) => `roles.${role}`),
  ...TENANT_FILTER_FIELDS.map((field) => `tenants.filters.${field}`),
  ...['first', 'previous', 'next', 'last'].map((control) => `table.${control}Page`),
  ...Object.values(GLOBAL_TOAST_BY_STATUS),
  GLOBAL_TOAST_FALLBACK,
];

describe('keys and code agree', () => {
  it('every key the code uses exists in en-US', () => {
    const used = [...literalKeys].filter((key) => englishBases.some((base) => base.split('.')[0] === key.split('.')[0]));
    const missing = [...used, ...dynamicKeys].filter((key) => !englishBases.includes(key));
    expect(missing).toEqual([]);
  });

  it('every en-US key is used somewhere (no dead strings)', () => {
    const unused = englishBases.filter((key) => !literalKeys.has(key) && !dynamicKeys.includes(key));
    expect(unused).toEqual([]);
  });
});
