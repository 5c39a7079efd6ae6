import { describe, expect, it } from 'vitest';
import { compileGrammar } from './grammar.js';
import { PronouncingDictionary } from './pronouncing-dictionary.js';

const DICT = PronouncingDictionary.parse(
  [
    'thank TH AE NG K',
    'you Y UW',
    'for F AO R',
    'calling K AO L IH NG',
    'the DH AH',
    'the(2) DH IY',
    'call K AO L',
    'is IH Z',
    'recorded R IH K AO R D IH D',
    'fifty F IH F T IY',
    'dollars D AA L ER Z',
    'dollar D AA L ER',
    'bucks B AH K S',
    'provider P R AH V AY D ER',
    'over OW V ER',
    'age EY JH',
    'bus B AH S',
    'hello HH AH L OW',
  ].join('\n'),
);

describe('step grammar', () => {
  it('derives possessives, plurals and compounds the dictionary lacks, and nothing else', () => {
    expect(DICT.pronounce("provider's")).toEqual(['P R AH V AY D ER Z']);
    expect(DICT.pronounce('buses')).toEqual([]);
    expect(DICT.pronounce("bus's")).toEqual(['B AH S IH Z']);
    expect(DICT.pronounce('overage')).toEqual(['OW V ER EY JH']);
    expect(DICT.pronounce('kowalski')).toEqual([]);
    expect(DICT.pronounce('the')).toEqual(['DH AH', 'DH IY']);
  });

  it('has a path for each answer and an out-of-grammar loop over everyday and script words', () => {
    const g = compileGrammar({ answers: ['Thank you for calling.', 'The call is recorded, $50.'], vocabulary: ['Hello Kowalski'] }, DICT);
    const lines = g.fsg.split('\n');
    expect(lines[0]).toBe('FSG_BEGIN reply');
    expect(lines.at(-2)).toBe('FSG_END');
    const words = lines
      .filter((l) => l.startsWith('TRANSITION'))
      .map((l) => l.split(' ')[4])
      .filter(Boolean);
    for (const w of ['thank', 'calling', 'recorded', 'fifty', 'dollars', 'bucks', 'hello']) expect(words).toContain(w);
    // Words the dictionary cannot pronounce are left out, of the answers and of the loop.
    expect(words).not.toContain('kowalski');
    // The dictionary file lists exactly the grammar's words, alternates numbered.
    expect(g.dictionary).toContain('the DH AH\nthe(2) DH IY\n');
    expect(g.dictionary).not.toContain('kowalski');
    // Loop words are self-transitions of the hub (state 0), cheaper to leave out than to use.
    expect(lines).toContain('TRANSITION 0 0 0.001 hello');
  });

  it('writes a decoded answer the way the script writes it, and other words as heard', () => {
    const g = compileGrammar({ answers: ['Thank you for calling.', 'The call is recorded, $50.'] }, DICT);
    expect(g.writtenForm('thank you for calling')).toBe('Thank you for calling.');
    expect(g.writtenForm('the call is recorded fifty bucks')).toBe('The call is recorded, $50.');
    expect(g.writtenForm('the call is recorded fifty')).toBe('The call is recorded, $50.');
    expect(g.writtenForm('you call for fifty dollars')).toBe('you call for $50');
    expect(g.writtenForm('hello')).toBe('hello');
  });

  it('gives the same grammar the same key, and another grammar another', () => {
    const a = compileGrammar({ answers: ['Thank you for calling.'] }, DICT);
    expect(compileGrammar({ answers: ['Thank you for calling.'] }, DICT).key).toBe(a.key);
    expect(compileGrammar({ answers: ['The call is recorded.'] }, DICT).key).not.toBe(a.key);
  });
});
