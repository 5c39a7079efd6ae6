import { describe, expect, it } from 'vitest';
import { LOCALES } from '@switchboard/contracts';

type Tree = { [key: string]: string | Tree };

const bundles = import.meta.glob<Tree>('./locales/*.json', { import: 'default', eager: true });

function read(tree: Tree, path: string): string {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`Missing ${path}`);
  return node;
}

/*
 * The same roleplay is shown on the practice list, the dashboard's Roleplay card and the history: its
 * chat/voice and scripted/unscripted words must be the same on each, or a reader takes them for different
 * things (German once had "Sprache", which also means language, beside "Telefon").
 */
describe.each(LOCALES)('roleplay badges in %s', (locale) => {
  const tree = bundles[`./locales/${locale}.json`]!;
  const word = (path: string) => read(tree, path);

  it('names chat and voice on the dashboard card as the practice list and its filter do', () => {
    expect(word('widgets.roleplay.chat')).toBe(word('practice.types.chat'));
    expect(word('widgets.roleplay.voice')).toBe(word('practice.types.voice'));
    expect(word('practice.filter.chat')).toBe(word('practice.types.chat'));
    expect(word('practice.filter.voice')).toBe(word('practice.types.voice'));
  });

  it('names scripted and unscripted on the dashboard card as the history and authoring do', () => {
    expect(word('widgets.roleplay.scripted')).toBe(word('history.scripted'));
    expect(word('widgets.roleplay.unscripted')).toBe(word('history.unscripted'));
    expect(word('practice.card.scripted')).toBe(word('history.scripted'));
    expect(word('roleplayAuthoring.behaviour.scripted')).toBe(word('history.scripted'));
  });

  it('never calls a chat a call: the inbound and outbound badges on a chat card name no phone call', () => {
    for (const path of ['practice.card.inbound', 'practice.card.outbound', 'widgets.roleplay.chat', 'practice.types.chat']) {
      expect(word(path)).not.toMatch(/appel|anruf|llamada|chiamata|samtal|oppringning|anrop|ligação|chamada|\bcall\b/i);
    }
  });
});
