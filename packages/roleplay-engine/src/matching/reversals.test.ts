import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.js';
import { extractFacts } from './facts.js';
import { matchAnswer } from './match-answer.js';

const read = (text: string, language: string) => extractFacts(text, language).map((f) => [f.kind, f.key]);
const judge = (reply: string, answer: string, language: string, keyPoints?: string[]) =>
  matchAnswer(reply, [answer], { language, threshold: 60, keyPoints });
const codes = (result: { reasons: { code: string }[] }) => result.reasons.map((r) => r.code);

describe('counts said in words', () => {
  it('reads the teens and tens written with their unit as one number, not a range', () => {
    expect(read('innen fjorten dager', 'nb-NO')).toEqual([['duration', `${14 * 1440} min`]]);
    expect(read('inom arton månader', 'sv-SE')).toEqual([['duration', `${18 * 43200} min`]]);
    expect(read('sous dix-sept jours', 'fr-FR')).toEqual([['duration', `${17 * 1440} min`]]);
    expect(read('innen tjuefire timer', 'nb-NO')).toEqual([['duration', `${24 * 60} min`]]);
    expect(read('two to three days', 'en-US')).toEqual([['duration', `${2 * 1440}-${3 * 1440} min`]]);
  });

  it('refuses a time frame in words that is not the one due', () => {
    const answer = 'Krediteringen kommer på neste faktura, og du får en bekreftelse på e-post innen 24 timer.';
    const wrong = judge('Du ser den på neste faktura, og bekreftelsen på e-post kommer innen fjorten dager.', answer, 'nb-NO');
    expect(wrong.reasons).toContainEqual(expect.objectContaining({ code: 'wrong_fact', given: 'fjorten dager' }));
    expect(judge('Den kommer på neste faktura, og bekreftelsen får du på e-post innen tjuefire timer.', answer, 'nb-NO').matched).toBe(
      true,
    );
  });
});

describe('saying the opposite of a key point without a negation', () => {
  const claim = {
    answer:
      'Jeg har opprettet skadesaken din med nummer CLM-20931. Et samarbeidsverksted ringer deg innen én virkedag, og forsikringen din dekker leiebil mens bilen er på verkstedet.',
    points: ['si at skadesaken er opprettet med nummer CLM-20931', 'si at forsikringen dekker leiebil under reparasjonen'],
  };

  it('refuses a cost put on the customer where the point says it is covered', () => {
    const shifted = judge(
      'Skadesaken er opprettet med nummer CLM-20931. Leiebil mens bilen står på verkstedet må du dessverre betale selv.',
      claim.answer,
      'nb-NO',
      claim.points,
    );
    expect(shifted.matched).toBe(false);
    expect(codes(shifted)).toContain('contradiction');
    // The insurer paying is being covered.
    expect(
      judge(
        'Skadesaken er opprettet med nummer CLM-20931, og mens bilen står inne har du leiebil som forsikringen betaler.',
        claim.answer,
        'nb-NO',
        claim.points,
      ).matched,
    ).toBe(true);
  });

  it('refuses an exclusion where the point says included, in French forms the stemmer keeps apart', () => {
    const answer = 'J’ai ouvert votre dossier CLM-20931, et votre contrat inclut un véhicule de prêt pendant les travaux.';
    const points = ['dire que le dossier CLM-20931 est ouvert', 'dire que le contrat inclut un véhicule de prêt pendant les travaux'];
    expect(
      codes(
        judge(
          'Dossier CLM-20931 ouvert ; en revanche votre contrat exclut le véhicule de prêt pendant les travaux.',
          answer,
          'fr-FR',
          points,
        ),
      ),
    ).toContain('contradiction');
    expect(
      judge('Le dossier CLM-20931 est ouvert et un véhicule de prêt est inclus pendant les travaux.', answer, 'fr-FR', points).matched,
    ).toBe(true);
    const recorded = 'Oui, cette conversation est enregistrée à des fins de qualité et de formation.';
    expect(
      codes(
        judge('Rassurez-vous, cette conversation est effacée dès la fin de l’appel.', recorded, 'fr-FR', [
          'confirmer que la conversation est enregistrée',
        ]),
      ),
    ).toContain('contradiction');
  });
});

describe('calling what the step asks about needless', () => {
  it('denies it as a negation does, and reaches both of two nouns joined by "og"', () => {
    const answer = 'Takk. Kan du bekrefte fullt navn og adresse på kontoen?';
    const points = ['be om fullt navn og adresse'];
    const skipped = judge(
      'Takk, kundenummeret holder. Navn og adresse kan vi bare hoppe over, så går det fortere.',
      answer,
      'nb-NO',
      points,
    );
    expect(skipped.matched).toBe(false);
    const needless = matchAnswer(
      'Nennen Sie mir eine neue E-Mail-Adresse – die hinterlegte Mobilnummer ist dafür überflüssig.',
      ['Verstehe. Haben Sie noch Zugriff auf die hinterlegte Mobilnummer?'],
      { language: 'de-DE', threshold: 60, keyPoints: ['fragen, ob er noch Zugriff auf die hinterlegte Mobilnummer hat'] },
    );
    expect(codes(needless)).toContain('contradiction');
  });

  it('negates both of two nouns joined by a coordinator, and only what the clause holds', () => {
    const negated = (text: string, language: string) =>
      analyse(text, language)
        .terms.filter((t) => t.negated)
        .map((t) => t.stem);
    expect(negated('Mobilnummer og e-post er uten betydning her, jeg tilbakestiller kontoen.', 'nb-NO')).toEqual(['mobil', 'epost']);
    expect(negated('Namn och adress är onödigt att ta, jag återställer kontot.', 'sv-SE')).toEqual(
      expect.arrayContaining(['namn', 'adress']),
    );
    expect(negated('Jeg tilbakestiller kontoen og sender deg ikke noe brev.', 'nb-NO')).not.toContain(
      analyse('kontoen', 'nb-NO').terms[0]!.stem,
    );
  });

  it('still reads a clause joined by "og" after more than one word as its own', () => {
    const answer = 'Jeg tilbakestiller kontoen og sender deg en lenke.';
    expect(judge('Jeg tilbakestiller kontoen din og sender deg en lenke på e-post med en gang.', answer, 'nb-NO').matched).toBe(true);
  });
});

describe('getting back in is no refund', () => {
  it('reads "komme inn igjen" as getting back in to the account', () => {
    const answer = 'Takk for at du tar kontakt. Så leit at du er utestengt – jeg skal hjelpe deg inn på kontoen igjen.';
    expect(
      judge('Hei! Kjipt at du er låst ute, jeg fikser det så du kommer inn igjen.', answer, 'nb-NO', [
        'tilby å hjelpe ham inn på kontoen igjen',
      ]).matched,
    ).toBe(true);
  });
});

describe('a day said relative to today', () => {
  const answer = 'Fylte dere ut en felles skademelding sammen med den andre sjåføren?';
  const context = ['Rundt kvart over åtte i morges i Trondheimsveien. Jeg sto stille på rødt, og hun traff støtfangeren min.'];
  const reasonsOf = (reply: string) => matchAnswer(reply, [answer], { language: 'nb-NO', threshold: 60, context }).reasons;

  it('reads the days before today and earlier today in every language, the longest phrase first', () => {
    expect(read('the day before yesterday and yesterday', 'en-US')).toEqual([
      ['date', 'day-2'],
      ['date', 'day-1'],
    ]);
    expect(read('vorgestern, gestern und heute früh', 'de-DE')).toEqual([
      ['date', 'day-2'],
      ['date', 'day-1'],
      ['date', 'day0'],
    ]);
    expect(read("l'altro ieri", 'it-IT')).toEqual([['date', 'day-2']]);
    expect(read('avant-hier', 'fr-FR')).toEqual([['date', 'day-2']]);
  });

  it('refuses an event put on another day than the customer said, and says which', () => {
    expect(reasonsOf('Skjønner, så det skjedde i går rundt kvart over åtte. Fylte dere ut en felles skademelding?')).toContainEqual(
      expect.objectContaining({ code: 'wrong_fact', expected: 'i morges', given: 'i går' }),
    );
    expect(
      reasonsOf(
        'Skjønner, så det skjedde i morges rundt kvart over åtte. Fylte dere ut en felles skademelding sammen med den andre sjåføren?',
      ),
    ).toEqual([]);
  });
});
