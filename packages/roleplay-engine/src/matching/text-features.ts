import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { synonymTable } from './synonyms.js';

/** One meaningful word of a text: its canonical form, its weight, and whether it sits in a negated scope. */
export interface Term {
  word: string;
  /** Porter stem (English) or the same stem as `word`: derived forms meet here (training/train, member/membership). */
  stem: string;
  weight: number;
  negated: boolean;
  /** A verb: negating the answer's action ("I will not credit") contradicts it even in a long reply. */
  verb: boolean;
}

export interface TextFeatures {
  terms: Term[];
}

/**
 * Only the annotations the matcher reads: sentence boundaries (they end a negation's scope), negation
 * and parts of speech. The default pipe also runs sentiment and named/custom entities, which cost about
 * 40% of readDoc's time and are never used here.
 */
const nlp = winkNLP(model, ['sbd', 'negation', 'pos']);
const its = nlp.its;

/** Porter stems of content words only, remembered: stemming every token of every reply was the slowest step. */
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;
function stemOf(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = (model as unknown as { addons: { stem(w: string): string } }).addons.stem(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, stem);
  }
  return stem;
}

/** Nouns and numbers carry a reply's substance; function words and adverbs carry little. */
const POS_WEIGHT: Record<string, number> = { NOUN: 1, PROPN: 1.2, NUM: 1.2, VERB: 0.9, ADJ: 0.8, ADV: 0.5 };
const ENGLISH_NEGATORS = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor', 'without']);
/**
 * Function words are dropped by part of speech, not by wink's stop list: that list (the classic
 * Glasgow one) holds words that carry a contact-centre reply, such as name, bill, call and detail.
 */
const FUNCTION_POS = new Set(['DET', 'PRON', 'AUX', 'ADP', 'CCONJ', 'SCONJ', 'PART', 'PUNCT', 'SYM', 'INTJ', 'X', 'SPACE']);
const ENGLISH_FILLERS = new Set([
  'please',
  'kindly',
  'just',
  'really',
  'okay',
  'ok',
  'so',
  'well',
  'actually',
  'also',
  'very',
  'quite',
  'be',
  'have',
  'do',
  'let',
  'get',
  'go',
  'make',
  'can',
  'will',
  'would',
  'could',
  'may',
  'might',
  'shall',
  'should',
  'must',
]);

function canonical(word: string, table: Record<string, string | string[]>, pos?: string): string[] {
  const mapped = (pos ? table[`${word}/${pos}`] : undefined) ?? table[word];
  if (mapped === undefined) return [word];
  return Array.isArray(mapped) ? mapped : [mapped];
}

/** Typographic apostrophes and dashes would stop wink from splitting "I’m" or "e‑mail". */
const normalisePunctuation = (text: string) => text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u2010-\u2014]/g, '-');

/** wink tags an unsplit "I'm" as a proper noun; spelling contractions out keeps them function words. */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon't\b/gi, 'will not'],
  [/\bcan't\b/gi, 'can not'],
  [/\bshan't\b/gi, 'shall not'],
  [/n't\b/gi, ' not'],
  [/\b(i)'m\b/gi, '$1 am'],
  [/'re\b/gi, ' are'],
  [/'ve\b/gi, ' have'],
  [/'ll\b/gi, ' will'],
  [/'d\b/gi, ' would'],
  [/\blet's\b/gi, 'let us'],
  [/\b(it|that|there|here|what|who|where|how|he|she)'s\b/gi, '$1 is'],
];
const expandContractions = (text: string) => CONTRACTIONS.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);

function englishFeatures(text: string): TextFeatures {
  const tokens = nlp.readDoc(expandContractions(normalisePunctuation(text))).tokens();
  // wink's typings do not accept its.lemma as an ItsFunction although it is one at run time.
  const column = <T>(f: unknown) => tokens.out(f as never) as unknown as T[];
  const lemmas = column<string>(its.lemma);
  const types = column<string>(its.type);
  const pos = column<string>(its.pos);
  const negation = column<boolean>(its.negationFlag);
  const table = synonymTable('en');
  const terms: Term[] = [];
  lemmas.forEach((lemma, i) => {
    const type = types[i];
    if (type !== 'word' && type !== 'number') return;
    const word = lemma.toLowerCase();
    if (ENGLISH_NEGATORS.has(word) || ENGLISH_FILLERS.has(word) || FUNCTION_POS.has(pos[i] ?? 'X')) return;
    const mapped = canonical(word, table, pos[i]);
    for (const w of mapped) {
      // A synonym's canonical word stands for itself; an unmapped word keeps its own stem.
      const stem = mapped.length === 1 && w === word ? stemOf(word) : w;
      terms.push({ word: w, stem, weight: POS_WEIGHT[pos[i] ?? ''] ?? 0.4, negated: negation[i] ?? false, verb: pos[i] === 'VERB' });
    }
  });
  return { terms };
}

const STOP_WORDS: Record<string, Set<string>> = {
  fr: new Set(
    'le la les un une des de du d l et ou a à au aux en dans sur pour par avec ce cet cette ces je tu il elle on nous vous ils elles me te se mon ma mes ton ta tes son sa ses votre vos notre nos leur leurs que qui quoi est sont être avoir ai as avez avons ont suis es sommes êtes y s n qu c j m t très bien oui merci plait plaît'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las un una unos unas de del al y o a en con por para que qué se su sus mi mis tu tus usted ustedes nosotros yo él ella es son está están ser estar he ha han hemos hay lo le les me te nos muy sí gracias favor'.split(
      ' ',
    ),
  ),
};
const NEGATORS: Record<string, Set<string>> = {
  fr: new Set(['ne', 'n', 'pas', 'jamais', 'aucun', 'aucune', 'non', 'rien', 'sans', 'personne']),
  es: new Set(['no', 'nunca', 'jamás', 'jamas', 'ningún', 'ningun', 'ninguna', 'ninguno', 'nada', 'sin', 'tampoco']),
};

const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/**
 * Other languages have no lemmatiser here: words are lower-cased, accent-folded and cut to a
 * six-letter stem, which folds most inflections (confirmer/confirmez/confirmation → confirm).
 * A negator puts the rest of its clause in a negated scope, as wink does for English (French "n'" is
 * the elided ne: "vous n'avez plus accès").
 */
function stemmedFeatures(text: string, language: string): TextFeatures {
  const base = language.slice(0, 2).toLowerCase();
  const stop = STOP_WORDS[base] ?? new Set<string>();
  const negators = NEGATORS[base] ?? new Set<string>();
  const table = synonymTable(base);
  const terms: Term[] = [];
  for (const clause of text.toLowerCase().split(/[.,;:!?¿¡]+/)) {
    let negated = false;
    for (const raw of clause.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
      if (negators.has(raw)) {
        negated = true;
        continue;
      }
      if (stop.has(raw)) continue;
      const stem = stripAccents(raw).slice(0, 6);
      for (const w of canonical(stem, table)) terms.push({ word: w, stem: w, weight: /^\d+$/.test(raw) ? 1.2 : 1, negated, verb: false });
    }
  }
  return { terms };
}

export function textFeatures(text: string, language: string): TextFeatures {
  return language.toLowerCase().startsWith('en') ? englishFeatures(text) : stemmedFeatures(text, language);
}
