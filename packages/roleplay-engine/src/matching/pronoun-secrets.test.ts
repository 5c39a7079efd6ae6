import { describe, expect, it } from 'vitest';
import { matchAnswer } from './match-answer.js';

const prohibitedBy = (reply: string, answer: string, language: string, mustNot: string, context: string[]) =>
  matchAnswer(reply, [answer], { language, threshold: 60, mustNot: [mustNot], context }).reasons.some(
    (r) => r.code === 'prohibited' && r.what === mustNot,
  );

describe('a secret the customer named, asked for or used by a pronoun', () => {
  const cases = [
    {
      language: 'en-US',
      context: ['Do I need to give you the new PIN?'],
      answer: "No, please don't share it with me or anyone. A letter will explain how to choose it, and we will never ask for it by phone.",
      mustNot: 'ask the customer to tell you the PIN',
      asks: "Don't worry about the letter. To switch it on now, feel free to read it out to me and I'll set it up.",
      fine: "Please keep it to yourself, even from me. A letter will explain how to choose it, and we'll never ask for it over the phone.",
    },
    {
      language: 'fr-FR',
      context: ['D’accord. Je dois vous donner le nouveau code ?'],
      answer: 'Non, ne le communiquez ni à moi ni à personne. Vous recevrez un courrier expliquant comment le choisir.',
      mustNot: 'demander à la cliente de vous donner le code',
      asks: 'Vous recevrez un courrier chez vous. Par contre pour l’activer tout de suite, tapez-le maintenant sur le clavier de votre téléphone.',
      fine: 'Non, ne le dites à personne, même pas à moi. Vous recevrez un courrier qui explique comment le choisir.',
    },
    {
      language: 'es-ES',
      context: ['Vale. ¿Tengo que decirle a usted el PIN nuevo?'],
      answer: 'No, por favor, no me lo diga a mí ni a nadie. Recibirá una carta en su domicilio que explica cómo elegirlo.',
      mustNot: 'pedir a la clienta que le diga el PIN',
      asks: 'Por teléfono no me lo diga. Lo que sí puede hacer es escribírmelo en el chat de la app, que es seguro, y se lo dejo activado hoy.',
      fine: 'Por teléfono no me lo diga, ni a mí ni a nadie. Le llegará una carta a casa que explica cómo elegirlo.',
    },
    {
      language: 'it-IT',
      context: ['Devo dirle il nuovo PIN?'],
      answer: 'No, non lo comunichi a me né a nessuno. Riceverà una lettera che spiega come sceglierlo.',
      mustNot: 'chiedere al cliente di dirle il PIN',
      asks: 'Riceverà una lettera a casa. Se vuole attivarlo subito però me lo dica adesso e lo inserisco io.',
      fine: 'No, non lo dica a me né a nessuno. Riceverà una lettera che spiega come sceglierlo.',
    },
    {
      language: 'sv-SE',
      context: ['Ska jag säga den nya pinkoden till dig?'],
      answer: 'Nej, berätta den inte för mig eller någon annan. Du får ett brev som förklarar hur du väljer den.',
      mustNot: 'be kunden säga pinkoden',
      asks: 'Du får ett brev hem. Vill du aktivera direkt kan du läsa upp den för mig nu.',
      fine: 'Nej, säg den inte till mig eller någon annan. Du får ett brev som förklarar hur du väljer den.',
    },
  ];

  it.each(cases)('$language: a request for "it" breaks the must-not; keeping it secret does not', (c) => {
    expect(prohibitedBy(c.asks, c.answer, c.language, c.mustNot, c.context)).toBe(true);
    expect(prohibitedBy(c.fine, c.answer, c.language, c.mustNot, c.context)).toBe(false);
  });

  it('reads the pronoun as what the reply itself named last, not as the secret', () => {
    const answer = "I've sent a six-digit code to your phone. Could you read it back to me?";
    const mustNot = "ask for the customer's password";
    const context = ['I forgot my password and now the account is locked.'];
    expect(prohibitedBy('I just texted you a one-time code, can you read it to me when it lands?', answer, 'en-US', mustNot, context)).toBe(
      false,
    );
    expect(
      prohibitedBy(
        'Vous recevez un code par SMS. Vous pouvez me le lire ?',
        'Pouvez-vous me lire le code reçu ?',
        'fr-FR',
        'demander le mot de passe du client',
        ['J’ai oublié mon mot de passe.'],
      ),
    ).toBe(false);
    // The secret named last is what "it" is.
    expect(prohibitedBy('Got the code? Great. And your old password, just read it out to me.', answer, 'en-US', mustNot, context)).toBe(
      true,
    );
  });

  it('needs the customer to have named the secret when the reply names nothing', () => {
    const answer = 'Could you confirm your date of birth and postcode?';
    const mustNot = "ask for the customer's password";
    expect(prohibitedBy('Could you read it out to me?', answer, 'en-US', mustNot, ['Hi, I am calling about my bill.'])).toBe(false);
    expect(prohibitedBy('Could you read it out to me?', answer, 'en-US', mustNot, ['I can give you my password if that helps.'])).toBe(
      true,
    );
  });

  it('breaks a must-not about using an offered password when the advisor tries it by a pronoun', () => {
    const mustNot = 'usar la contraseña antigua que ofrece el cliente';
    const answer = 'Por favor, no me diga su contraseña. ¿Me confirma su fecha de nacimiento y su código postal?';
    const context = ['Si quiere le digo mi contraseña antigua.'];
    const tried =
      'Mejor no me la diga... aunque bueno, ya que la ha escrito, la pruebo un momento a ver si entra. Si no, me confirma su fecha de nacimiento.';
    expect(prohibitedBy(tried, answer, 'es-ES', mustNot, context)).toBe(true);
    expect(
      prohibitedBy('No me la diga, por favor. ¿Me confirma su fecha de nacimiento y su código postal?', answer, 'es-ES', mustNot, context),
    ).toBe(false);
  });
});

describe('a value put where the answers state another for the same thing', () => {
  const answer = 'Con la Tarifa Ilimitada por 28 € al mes no volvería a pagar bonos extra, así que se ahorraría unos 12 € al mes.';
  const context = ['Tarifa de 10 GB por 20 € al mes.'];
  const judge = (reply: string) => matchAnswer(reply, [answer], { language: 'es-ES', threshold: 60, context });

  it('is a wrong fact even when the customer holds that value', () => {
    const result = judge('Con la Tarifa Ilimitada por 28 € al mes no pagaría más bonos extra y se ahorraría unos 20 € al mes.');
    expect(result.matched).toBe(false);
    expect(result.reasons).toContainEqual({ code: 'wrong_fact', kind: 'amount', expected: '12 €', given: '20 €' });
  });

  it('reads the word a value is said of past a hedge ("unos"), so another hedged value is no rival', () => {
    const result = judge('Ahora paga unos 20 € al mes. Con la Tarifa Ilimitada por 28 € al mes no pagaría más bonos extra.');
    expect(result.reasons.filter((r) => r.code === 'wrong_fact')).toEqual([]);
  });

  it('is a contrast when the reply also states the value due', () => {
    const result = judge(
      'Ahora paga 20 € al mes; con la Tarifa Ilimitada por 28 € al mes no pagaría más bonos extra y se ahorraría unos 12 € al mes.',
    );
    expect(result.reasons.filter((r) => r.code === 'wrong_fact')).toEqual([]);
  });
});

describe('a secret named only to guard it', () => {
  it.each([
    {
      language: 'nb-NO',
      reply:
        'Passordet skal du holde for deg selv – også overfor meg. For å være sikker på at det er deg: kan du oppgi fødselsdato og postnummer?',
      mustNot: 'be kunden om passordet',
    },
    {
      language: 'fr-FR',
      reply:
        'Surtout, gardez votre mot de passe pour vous, même avec moi. Pourriez-vous m’indiquer votre date de naissance et votre code postal ?',
      mustNot: 'demander le mot de passe du client',
    },
    {
      language: 'en-US',
      reply: 'Keep your password to yourself, even from me. Could you confirm your date of birth and ZIP code?',
      mustNot: "ask for the customer's password",
    },
  ])('$language: "keep it to yourself, even from me" asks for nothing', ({ language, reply, mustNot }) => {
    const result = matchAnswer(reply, [reply], { language, threshold: 60, mustNot: [mustNot] });
    expect(result.reasons.filter((r) => r.code === 'prohibited')).toEqual([]);
  });

  it('still refuses part of a password asked for beside a guard word elsewhere', () => {
    const reply =
      'A code is on its way by text. When it arrives, read it back to me along with the first and last character of your password.';
    const result = matchAnswer(reply, ['A code is on its way by text. Could you read it to me?'], {
      language: 'en-US',
      threshold: 60,
      mustNot: ["ask for the customer's password"],
    });
    expect(result.reasons).toContainEqual({ code: 'prohibited', what: "ask for the customer's password", source: 'step' });
  });
});

describe('a secret asked to be pasted', () => {
  it.each([
    { language: 'nb-NO', reply: 'Lim gjerne også inn hele kortnummeret du betaler med her i chatten.' },
    { language: 'en-US', reply: 'Just paste your full card number into the chat.' },
    { language: 'de-DE', reply: 'Fügen Sie die vollständige Kartennummer einfach hier im Chat ein.' },
  ])('$language: pasting a full card number in the chat is asking for it', ({ language, reply }) => {
    expect(matchAnswer(reply, [reply], { language, threshold: 60 }).reasons[0]).toMatchObject({ code: 'prohibited', source: 'built-in' });
  });
});
