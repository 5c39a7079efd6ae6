import { describe, expect, it } from 'vitest';
import { typosIn, vocabularyOf } from './typing-accuracy.js';

/** The words a language's dictionary knows, as the server's Hunspell checker answers for them. */
const knows = (...words: string[]) => ({ isWord: (w: string) => words.includes(w) || words.includes(w.toLowerCase()) });

describe('typing accuracy', () => {
  const vocabulary = vocabularyOf(['You have five days', 'It is a pleasure, please hold', 'Avec votre carte']);

  it('takes a word one keystroke from a known word as a typo when there is no dictionary', () => {
    expect(typosIn('I will give it', vocabulary).typos).toEqual([{ word: 'give', meant: 'five' }]);
  });

  it('never counts a word the dictionary knows, however close it is to another', () => {
    const dictionary = knows('give', 'pleasure', 'avez', 'i', 'will', 'it', 'my', 'vous');
    expect(typosIn('I will give it, my pleasure', vocabulary, dictionary).typos).toEqual([]);
    expect(typosIn('Vous avez', vocabulary, dictionary).typos).toEqual([]);
    // A slip the dictionary does not know is still a typo of the word meant.
    expect(typosIn('pleasre', vocabulary, dictionary).typos).toEqual([{ word: 'pleasre', meant: 'pleasure' }]);
  });
});
