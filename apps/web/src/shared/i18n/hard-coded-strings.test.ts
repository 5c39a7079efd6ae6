import { describe, expect, it } from 'vitest';
import { findHardCodedStrings } from '../../test/hard-coded-strings';

const components = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Parses every component with the TypeScript compiler: seconds on a busy machine.
describe('no hard-coded user-visible strings in components', { timeout: 30_000 }, () => {
  it('scans every component', () => {
    expect(Object.keys(components).length).toBeGreaterThan(40);
  });

  it('every text, label, placeholder, title and aria-label goes through i18next', () => {
    const found = Object.entries(components).flatMap(([file, source]) => findHardCodedStrings(file, source));
    expect(found).toEqual([]);
  });
});

describe('the scanner itself', () => {
  it('finds JSX text, literal props, literal children and literal toast/column text', () => {
    const source = `
      export function Bad({ t }) {
        const columns = [{ key: 'name', header: 'Name' }];
        toast({ type: 'error', message: \`Could not save\` });
        return (
          <div title="Tooltip text">
            Hello there
            <input placeholder={'Your name'} aria-label={ok ? 'Open' : 'Closed'} />
            {'Literal child'}
            <img alt="Logo" />
          </div>
        );
      }`;
    expect(findHardCodedStrings('bad.tsx', source).map((hit) => hit.text)).toEqual([
      'Name',
      'Could not save',
      'Tooltip text',
      'Hello there',
      'Your name',
      'Open Closed',
      'Literal child',
      'Logo',
    ]);
  });

  it('lets translated text, punctuation and non-visible props through', () => {
    const source = `
      export function Good({ t, count }) {
        const fields = [{ field: 'org', label: 'tenants.filters.org' }];
        return (
          <Group justify="space-between" data-testid="x" title={t('a.b')}>
            {t('menu.home')} · {count} – ({count}) 99+
            <input placeholder={t('p')} type="search" aria-label={label} />
            <input placeholder="https://" />
          </Group>
        );
      }`;
    expect(findHardCodedStrings('good.tsx', source)).toEqual([]);
  });
});
