import { describe, expect, it } from 'vitest';
import { matchAnswer, type MatchOptions } from './match-answer.js';

const nameConflict = (result: ReturnType<typeof matchAnswer>) =>
  result.reasons.find((r): r is Extract<typeof r, { code: 'wrong_fact' }> => r.code === 'wrong_fact' && r.kind === 'name') ?? null;

describe('the customer called by a name that is not theirs', () => {
  const welcome = (language: string, answer: string, customerName: string, context: string[] = []) => {
    const options: MatchOptions = { language, threshold: 60, customerName, context: [customerName, ...context] };
    return (reply: string) => matchAnswer(reply, [answer], options);
  };

  it('is a wrong name after a greeting, where the answers name nobody', () => {
    const judge = welcome('nb-NO', 'Så leit at du er utestengt fra kontoen, jeg hjelper deg med å komme inn igjen.', 'Eirik Solberg');
    const wrong = judge('Hei Espen, så leit at du er utestengt – jeg hjelper deg inn på kontoen igjen.');
    expect(wrong.matched).toBe(false);
    expect(nameConflict(wrong)).toMatchObject({ expected: 'Eirik', given: 'Espen' });
    expect(judge('Hei Eirik, så leit at du er utestengt – jeg hjelper deg inn på kontoen igjen.').matched).toBe(true);
  });

  it('is a wrong name between a comma and the end of a clause, even when the name is also a common word', () => {
    const judge = welcome('nb-NO', 'Er det noe mer jeg kan hjelpe deg med i dag?', 'Henrik Aas');
    expect(nameConflict(judge('Bare hyggelig, Hans! Er det noe annet jeg kan hjelpe deg med i dag?'))).toMatchObject({ given: 'Hans' });
    expect(nameConflict(judge('Så leit å høre, Håkon – er det noe mer jeg kan hjelpe deg med i dag?'))).toMatchObject({ given: 'Håkon' });
    expect(judge('Bare hyggelig, Henrik! Er det noe annet jeg kan hjelpe deg med i dag?').matched).toBe(true);
  });

  it('is a wrong name in English, French and Spanish alike', () => {
    const en = welcome('en-US', "I'm sorry about the refund delay, I'll look into it for you right away.", 'Sofia Alvarez');
    expect(nameConflict(en("Hi Maria, I'm sorry about the refund delay, I'll look into it for you right away."))).toMatchObject({
      expected: 'Sofia',
      given: 'Maria',
    });
    expect(en("Hi Sofia, I'm sorry about the refund delay, I'll look into it for you right away.").matched).toBe(true);
    const fr = welcome('fr-FR', 'Je suis désolé pour ce retard, je regarde votre dossier tout de suite.', 'Camille Martin');
    expect(nameConflict(fr('Je suis désolé pour ce retard, Claire. Je regarde votre dossier tout de suite.'))).toMatchObject({
      given: 'Claire',
    });
    const es = welcome('es-ES', 'Siento mucho el retraso, reviso su pedido ahora mismo.', 'Lucía Fernández');
    expect(nameConflict(es('Hola Marta, siento mucho el retraso, reviso su pedido ahora mismo.'))).toMatchObject({ given: 'Marta' });
  });

  it('is no wrong name when the reply calls them by their surname or names someone the roleplay knows', () => {
    const judge = welcome('en-US', "I'm sorry about the refund delay, I'll look into it for you right away.", 'Sofia Alvarez', [
      'My husband Daniel placed the order.',
    ]);
    expect(nameConflict(judge("Hello Ms Alvarez, I'm sorry about the refund delay, I'll look into it for you right away."))).toBeNull();
    expect(nameConflict(judge("I'm sorry about the refund delay, I'll look into it for you and Daniel right away."))).toBeNull();
    // The advisor's own name is not a vocative.
    expect(nameConflict(judge("My name is Priya. I'm sorry about the refund delay, I'll look into it for you right away."))).toBeNull();
  });

  it('is no wrong name when the reply says sir or madam, or a word in capitals, at the end of a clause', () => {
    const en = welcome('en-US', "I'm sorry about the refund delay, I'll look into it for you right away.", 'Sofia Alvarez');
    expect(nameConflict(en("I'm sorry about the refund delay, Madam. I'll look into it for you right away."))).toBeNull();
    expect(nameConflict(en("I'm sorry about the refund delay, Sir. I'll look into it for you right away, OK?"))).toBeNull();
    expect(nameConflict(en("I'm sorry about the refund delay, Ma'am, I'll look into it right away. Cheers!"))).toBeNull();
    const fr = welcome('fr-FR', 'Je suis désolé pour ce retard, je regarde votre dossier tout de suite.', 'Camille Martin');
    expect(nameConflict(fr('Je suis désolé pour ce retard, Madame. Je regarde votre dossier tout de suite.'))).toBeNull();
    const italian = welcome('it-IT', 'Mi dispiace per il ritardo, controllo subito la sua pratica.', 'Giulia Romano');
    expect(nameConflict(italian('Mi dispiace per il ritardo, Signora. Controllo subito la sua pratica.'))).toBeNull();
  });

  it('is no wrong name without a customer name to compare with', () => {
    const result = matchAnswer('Hi Maria, I am sorry about the delay.', ['I am sorry about the delay.'], {
      language: 'en-US',
      threshold: 60,
    });
    expect(nameConflict(result)).toBeNull();
  });
});

describe('someone given a first name the roleplay gives another', () => {
  it('is a wrong name: "Nina Berg" for the other driver Mona Berg', () => {
    const options: MatchOptions = {
      language: 'nb-NO',
      threshold: 60,
      customerName: 'Henrik Aas',
      context: ['Henrik Aas', 'Den andre sjåføren, Mona Berg, har signert skademeldingen.'],
    };
    const answer = 'Da bestiller jeg reparasjon hos et samarbeidsverksted og legger ved skademeldingen.';
    const wrong = matchAnswer(
      'Bra! Jeg bestiller reparasjon hos et samarbeidsverksted og legger ved skademeldingen du og Nina Berg signerte.',
      [answer],
      options,
    );
    expect(nameConflict(wrong)).toMatchObject({ expected: 'Mona Berg', given: 'Nina Berg' });
    const right = matchAnswer(
      'Bra! Jeg bestiller reparasjon hos et samarbeidsverksted og legger ved skademeldingen du og Mona Berg signerte.',
      [answer],
      options,
    );
    expect(nameConflict(right)).toBeNull();
  });
});
