import { describe, expect, it } from 'vitest';
import { GLOBAL_TOAST_BY_STATUS, GLOBAL_TOAST_FALLBACK } from '@switchboard/contracts';
import english from './locales/en-US.json';
import { FIRST_LOAD_SECTIONS } from './i18n';

const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A source file by its path relative to src/ (the glob's keys are relative to this folder). */
const byPath = new Map(Object.entries(sources).map(([key, text]) => [new URL(key, 'file:///src/shared/i18n/').pathname, text]));

function resolve(from: string, specifier: string): string | null {
  const base = new URL(specifier, `file://${from}`).pathname;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (byPath.has(candidate)) return candidate;
  }
  return null;
}

/**
 * The modules the first load ships: main.tsx and everything it imports statically, followed through
 * relative imports. `import()` is not followed: those modules load with their area, after the area strings.
 */
function firstLoadModules(): string[] {
  const seen = new Set<string>();
  const queue = ['/src/main.tsx'];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = byPath.get(file)!;
    for (const match of text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      if (match[0].startsWith('import type') || match[0].startsWith('export type')) continue;
      const target = resolve(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

const SECTIONS = new Set(Object.keys(english));
const sectionsUsedBy = (text: string) =>
  [...text.matchAll(/['`]([a-z][A-Za-z0-9]*)(?:\.[A-Za-z0-9]+)+['`]/g)]
    .map((match) => match[1]!)
    .filter((section) => SECTIONS.has(section));

describe('first-load strings', () => {
  it('ships with the first load every section of strings the first-load code uses', () => {
    const modules = firstLoadModules();
    expect(modules).toContain('/src/features/dashboard/dashboard-home.tsx');
    expect(modules).not.toContain('/src/features/practice/practice-routes.tsx');
    const used = new Set(modules.flatMap((file) => sectionsUsedBy(byPath.get(file)!)));
    // Keys the first-load code builds at run time (toasts for any failed call).
    for (const key of [...Object.values(GLOBAL_TOAST_BY_STATUS), GLOBAL_TOAST_FALLBACK]) used.add(key.split('.')[0]!);
    const missing = [...used].filter((section) => !FIRST_LOAD_SECTIONS.includes(section)).sort();
    expect(missing).toEqual([]);
  });
});
