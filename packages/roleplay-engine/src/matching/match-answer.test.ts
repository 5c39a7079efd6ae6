import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAnswerMatcher, DEFAULT_MATCH_THRESHOLD, matchAnswer, normaliseThreshold } from './match-answer.js';

const VOCABULARY = [
  'refund',
  'order',
  'account',
  'delivery',
  'address',
  'confirm',
  'name',
  'birth',
  'charge',
  'plan',
  'upgrade',
  'card',
  'block',
  'claim',
  'record',
  'call',
  'help',
  'issue',
  'today',
];
const FILLERS = ['the', 'your', 'I', 'we', 'please', 'could', 'you', 'for', 'a', 'will', 'on'];
const sentence = fc
  .array(fc.oneof(fc.constantFrom(...VOCABULARY), fc.constantFrom(...FILLERS)), { minLength: 1, maxLength: 14 })
  .filter((words) => words.some((w) => VOCABULARY.includes(w)))
  .map((words) => words.join(' '));
const en = { threshold: 0.6, language: 'en-US' };

describe('matchAnswer', () => {
  it('gives a similarity within [0, 1] and a best index within the answers', () => {
    fc.assert(
      fc.property(sentence, fc.array(sentence, { minLength: 1, maxLength: 4 }), (reply, answers) => {
        const result = matchAnswer(reply, answers, en);
        return result.similarity >= 0 && result.similarity <= 1 && result.best >= 0 && result.best < answers.length;
      }),
    );
  });

  it('always matches a reply identical to an answer, with similarity 1', () => {
    fc.assert(
      fc.property(sentence, fc.array(sentence, { maxLength: 3 }), (answer, others) => {
        const result = matchAnswer(answer, [...others, answer], en);
        return result.matched && result.similarity === 1;
      }),
    );
  });

  it('scores the best answer whatever the order of the answers', () => {
    fc.assert(
      fc.property(sentence, fc.array(sentence, { minLength: 1, maxLength: 4 }), (reply, answers) => {
        const forward = matchAnswer(reply, answers, en);
        const backward = matchAnswer(reply, [...answers].reverse(), en);
        return Math.abs(forward.similarity - backward.similarity) < 1e-12;
      }),
    );
  });

  it('matches exactly when the similarity reaches the threshold and nothing else refuses the reply', () => {
    fc.assert(
      fc.property(sentence, sentence, fc.double({ min: 0, max: 1, noNaN: true }), (reply, answer, threshold) => {
        const result = matchAnswer(reply, [answer], { threshold, language: 'en-US' });
        return result.matched === (result.similarity >= threshold && result.reasons.length === 0);
      }),
    );
  });

  it('matches nothing for an empty or content-free reply, and with no answers', () => {
    expect(matchAnswer('', ['Could you confirm your name?'], en)).toMatchObject({ matched: false, similarity: 0 });
    expect(matchAnswer('okay, so, well...', ['Could you confirm your name?'], en).matched).toBe(false);
    expect(matchAnswer('Could you confirm your name?', [], en)).toEqual({
      matched: false,
      similarity: 0,
      best: -1,
      reasons: [{ code: 'off_topic' }],
    });
  });

  it('reads thresholds above 1 as percentages', () => {
    expect(normaliseThreshold(70)).toBe(0.7);
    expect(normaliseThreshold(0.7)).toBe(0.7);
    expect(normaliseThreshold(150)).toBe(1);
    expect(normaliseThreshold(-1)).toBe(0);
  });

  it('matches a paraphrase and refuses a contradiction and an off-topic reply', () => {
    const answers = ['I have processed a full refund for your order.'];
    expect(matchAnswer("I've issued a complete refund on the order.", answers, en).matched).toBe(true);
    expect(matchAnswer('We cannot refund you for this order.', answers, en).matched).toBe(false);
    expect(matchAnswer('Your parcel will arrive tomorrow.', answers, en).matched).toBe(false);
  });

  it('tolerates a typo in a long word', () => {
    const answers = ['Please confirm your postcode and your account number.'];
    expect(matchAnswer('Can you confrim your postcode and acount number?', answers, en).matched).toBe(true);
  });

  it('works for French and Spanish answers', () => {
    const fr = { threshold: 0.6, language: 'fr-FR' };
    expect(
      matchAnswer(
        'Pouvez-vous me confirmer votre nom et votre date de naissance ?',
        ['Pourriez-vous confirmer votre nom et votre date de naissance ?'],
        fr,
      ).matched,
    ).toBe(true);
    expect(matchAnswer('Je ne peux pas confirmer le remboursement.', ['Je confirme le remboursement de votre commande.'], fr).matched).toBe(
      false,
    );
    const es = { threshold: 0.6, language: 'es-ES' };
    expect(
      matchAnswer(
        '¿Me confirma su nombre completo y su fecha de nacimiento?',
        ['¿Podría confirmar su nombre completo y fecha de nacimiento?'],
        es,
      ).matched,
    ).toBe(true);
    expect(matchAnswer('No vamos a reembolsar su pedido.', ['Vamos a reembolsar su pedido hoy mismo.'], es).matched).toBe(false);
  });

  it('analyses each answer once per matcher', () => {
    const matcher = createAnswerMatcher('en', 2);
    const answers = ['Could you confirm your name?', 'What is your date of birth?', 'Which address is it?'];
    // A cache smaller than the answer list still gives the same results (entries are evicted, not corrupted).
    const first = answers.map((a) => matcher(a, answers, 0.6).best);
    const second = answers.map((a) => matcher(a, answers, 0.6).best);
    expect(first).toEqual([0, 1, 2]);
    expect(second).toEqual(first);
  });

  it('reads a transcript without punctuation against the answer without its own (speech)', () => {
    const answer =
      'Great. To confirm: Fiber 500 at $54.99 per month for 12 months, then the standard rate, no contract, and your router ships within 3 business days. Do you agree to these terms?';
    const spoken =
      'great to confirm fiber 500 at $54.99 per month for 12 months then the standard rate no contract and your router ships within 3 business days do you agree to these terms';
    // With the answer's punctuation, "no" would reach "agree" in the transcript only: a contradiction of its own words.
    expect(matchAnswer(spoken, [answer], en)).toMatchObject({ matched: true });
    expect(matchAnswer(spoken, [answer], en).similarity).toBeGreaterThan(0.95);
    expect(matchAnswer('i will not give you a router and there is a contract', [answer], en).matched).toBe(false);
  });

  it('matches any answer read back word for word without punctuation or capitals', () => {
    const answers = [
      'Before we continue, please note that this call is recorded for quality and training purposes.',
      "Please don't share your password with anyone, including me. To verify your identity, could you confirm your date of birth?",
      "I'm sorry, I can't refund the delivery fee; I can offer a $10.50 voucher instead.",
      "Thank you, Brian. You'll receive a confirmation by text and email. Is there anything else I can help you with?",
    ];
    for (const answer of answers) {
      const spoken = answer.toLowerCase().replace(/(?:[;:!?]|[.,](?!\d))+/g, '');
      expect(matchAnswer(spoken, [answer], en).similarity, spoken).toBeGreaterThan(0.9);
    }
  });
});

describe('matchAnswer never throws', () => {
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.constantFrom('\u0000\u0007\u001b[31m', '👩‍👩‍👧 🇳🇴 💳', 'مرحبا، هل يمكنك تأكيد كلمة المرور؟', '\u202eevil\u202c', 'שלום'),
    fc.string({ unit: 'binary', minLength: 4900, maxLength: 5100 }),
  );
  const languages = fc.constantFrom('en-US', 'fr-FR', 'es-419', 'es-ES', 'pt-BR', 'nb-NO', 'it-IT', 'sv-SE', 'de-DE', 'xx', '');

  it('returns a well-formed result for any Unicode reply, answers and key points, in any language', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.array(anyText, { maxLength: 3 }),
        fc.array(anyText, { maxLength: 2 }),
        languages,
        (reply, answers, points, language) => {
          const result = matchAnswer(reply, answers, { language, keyPoints: points, mustNot: points, neverSay: points, context: points });
          expect(result.similarity).toBeGreaterThanOrEqual(0);
          expect(result.similarity).toBeLessThanOrEqual(1);
          expect(result.best).toBeLessThan(Math.max(1, answers.length));
          expect(result.matched).toBe(result.reasons.length === 0 && result.similarity >= DEFAULT_MATCH_THRESHOLD);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('reads "cannot" followed by punctuation', () => {
    for (const reply of ['I cannot, sadly, refund this.', 'Sorry, I cannot!', 'I cannot.', 'cannot?', "I can't; no."]) {
      expect(() => matchAnswer(reply, ['I will refund your order today.'], en), reply).not.toThrow();
      expect(matchAnswer(reply, ['I will refund your order today.'], en).matched, reply).toBe(false);
    }
  });

  it('uses the default threshold when none is given', () => {
    const answer = 'I have processed a full refund for your order.';
    expect(matchAnswer(answer, [answer], { language: 'en-US' })).toMatchObject({ matched: true, similarity: 1 });
    expect(matchAnswer(answer, [answer], { language: 'en-US', threshold: Number.NaN }).matched).toBe(true);
    expect(normaliseThreshold(undefined)).toBe(DEFAULT_MATCH_THRESHOLD);
  });
});

describe('matchAnswer judges substance', () => {
  const password =
    "Please don't share your password with anyone, including me. To verify your identity, could you confirm your date of birth and ZIP code?";

  it('refuses a request for a secret in every language, and accepts a warning about it', () => {
    const asks: [string, string][] = [
      ['en-US', 'Please share your password with me to verify your identity.'],
      ['fr-FR', 'Pouvez-vous me donner votre mot de passe pour vérifier votre identité ?'],
      ['es-ES', '¿Me puede decir su contraseña para verificar su identidad?'],
      ['es-419', 'Dígame el número completo de la tarjeta y el código de seguridad, por favor.'],
      ['pt-BR', 'Pode me informar a sua senha para eu confirmar sua identidade?'],
      ['nb-NO', 'Kan du gi meg passordet ditt så jeg kan bekrefte hvem du er?'],
      ['it-IT', 'Mi può dire la sua password per verificare la sua identità?'],
      ['sv-SE', 'Kan du ge mig ditt lösenord så att jag kan verifiera dig?'],
      ['de-DE', 'Können Sie mir bitte Ihr Passwort nennen, damit ich Sie verifizieren kann?'],
    ];
    for (const [language, reply] of asks) {
      expect(matchAnswer(reply, [reply], { language }).reasons[0], language).toMatchObject({ code: 'prohibited', source: 'built-in' });
    }
    expect(
      matchAnswer(
        'Never give your password to anyone, me included. Can you confirm your DOB and zip code so I can verify you?',
        [password],
        en,
      ).matched,
    ).toBe(true);
    expect(matchAnswer('Choose a new password with the link I sent.', ['Choose a new password with the link I sent.'], en).matched).toBe(
      true,
    );
  });

  it('refuses a stated value that disagrees with the answer and says which', () => {
    const answers = ['As a one-time courtesy I will credit the $89.99 back to your account within 5 business days.'];
    expect(matchAnswer('I will credit $8.99 back to your account within 5 business days.', answers, en).reasons[0]).toEqual({
      code: 'wrong_fact',
      kind: 'amount',
      expected: '$89.99',
      given: '$8.99',
    });
    expect(matchAnswer('I will credit the $89.99 back to your account within 30 days.', answers, en).reasons[0]).toMatchObject({
      code: 'wrong_fact',
      kind: 'duration',
    });
    expect(matchAnswer('As a goodwill gesture the $89.99 goes back on your account within five business days.', answers, en).matched).toBe(
      true,
    );
    const address = ['Let me read that back: 58 Orchard Road, Bellevue, Washington 98004. Is that correct?'];
    expect(matchAnswer('So that is 85 Orchard Road, Bellevue, Washington 98040, correct?', address, en).reasons[0]).toMatchObject({
      code: 'wrong_fact',
    });
    expect(matchAnswer('Thanks Maria, how can I help?', ['Thanks Aisha, how can I help?'], en).reasons[0]).toMatchObject({
      code: 'wrong_fact',
      kind: 'name',
    });
    expect(
      matchAnswer('Le remboursement de 8,99 € arrive sous 5 jours.', ['Le remboursement de 89,99 € arrive sous 5 jours.'], {
        language: 'fr-FR',
      }).reasons[0],
    ).toMatchObject({ code: 'wrong_fact', kind: 'amount' });
  });

  it('accepts a reply that says everything and more (a greeting and the next question)', () => {
    const answers = ['Hello Aisha, thank you for contacting Acme Telecom. How can I help you today?'];
    const reply =
      'Hello Aisha, thank you for contacting Acme Telecom, I can help you today. Could you confirm your full name and date of birth?';
    expect(matchAnswer(reply, answers, { language: 'en-US', threshold: 65 }).matched).toBe(true);
  });

  it('matches a reply that conveys every key point in other words, and names the point a reply leaves out', () => {
    const answers = ['Your account is unlocked. I have sent a secure reset link to your email address; it is valid for 30 minutes.'];
    const keyPoints = [
      'confirm the account is unlocked',
      'send a secure reset link to their email',
      'say the link is valid for 30 minutes',
    ];
    const options = { language: 'en-US', threshold: 65, keyPoints };
    expect(
      matchAnswer('All done, you are unlocked. Check your email for a secure reset link, valid for 30 minutes.', answers, options).matched,
    ).toBe(true);
    expect(matchAnswer('Your account is unlocked.', answers, options).reasons).toEqual([
      { code: 'missing_point', point: 'send a secure reset link to their email' },
    ]);
    expect(matchAnswer('The weather is lovely in Portland today.', answers, options).reasons).toEqual([{ code: 'off_topic' }]);
  });

  it('refuses a contradiction that is not a plain negation', () => {
    const answers = ['I have approved your claim.'];
    expect(matchAnswer('I have declined your claim.', answers, en).reasons[0]).toMatchObject({ code: 'contradiction' });
  });

  it('matches paraphrases in the other languages and refuses their negations', () => {
    const cases: [string, string, string, string][] = [
      [
        'de-DE',
        'Ich habe Ihnen die Rückerstattung auf Ihre Karte gutgeschrieben.',
        'Die Erstattung ist auf Ihrer Karte gutgeschrieben.',
        'Ich kann Ihnen die Rückerstattung nicht gutschreiben.',
      ],
      [
        'it-IT',
        'Ho già elaborato il rimborso del suo ordine.',
        'Il rimborso del suo ordine è già stato elaborato.',
        'Non posso elaborare il rimborso del suo ordine.',
      ],
      [
        'pt-BR',
        'Já processei o reembolso do seu pedido.',
        'O reembolso do seu pedido já foi processado.',
        'Não consigo processar o reembolso do seu pedido.',
      ],
      [
        'sv-SE',
        'Jag har skickat en återbetalning för din beställning.',
        'Återbetalningen för beställningen är skickad.',
        'Jag kan inte skicka någon återbetalning för din beställning.',
      ],
      [
        'nb-NO',
        'Jeg har sendt refusjonen for bestillingen din.',
        'Refusjonen for bestillingen er sendt.',
        'Jeg kan ikke sende refusjonen for bestillingen din.',
      ],
    ];
    for (const [language, answer, paraphrase, negation] of cases) {
      expect(matchAnswer(paraphrase, [answer], { language, threshold: 0.6 }).matched, `${language}: ${paraphrase}`).toBe(true);
      expect(matchAnswer(negation, [answer], { language, threshold: 0.6 }).matched, `${language}: ${negation}`).toBe(false);
    }
  });

  it('refuses an amount named without what is done with it, and an offer made for life', () => {
    const credit = {
      language: 'en-US',
      threshold: 65,
      keyPoints: ['credit the $89.99 back to the account', 'say it shows on the next bill'],
    };
    const answers = ['As a one-time courtesy I will credit the $89.99 back to your account; it shows on your next bill.'];
    expect(matchAnswer('The $89.99 will be looked at, check your next invoice.', answers, credit).matched).toBe(false);
    expect(matchAnswer('You get the $89.99 back on your account, it shows on your next bill.', answers, credit).matched).toBe(true);
    const offer = { language: 'es-419', threshold: 60, keyPoints: ['ofrecer Fibra 500 por $549 al mes durante 12 meses'] };
    const result = matchAnswer(
      'Le dejo la Fibra 500 en $549 al mes para siempre.',
      ['Le ofrezco Fibra 500 por $549 al mes durante 12 meses.'],
      offer,
    );
    expect(result.matched).toBe(false);
    expect(result.reasons[0]).toMatchObject({ code: 'wrong_fact', kind: 'duration' });
  });

  it('reads "don\'t worry" and "not until" as negating nothing, and still hears a request after "no problem"', () => {
    const point = { language: 'en-US', threshold: 60, keyPoints: ['explain the pass was activated on March 4'] };
    const late = matchAnswer("The pass didn't activate until March 4.", ['The pass was activated on March 4.'], point);
    expect(late.matched).toBe(true);
    const help = { language: 'es-419', threshold: 60, keyPoints: ['ofrecer ayuda para recuperar el acceso a la cuenta'] };
    const calm = 'No se preocupe, enseguida le ayudo a recuperar el acceso a su cuenta.';
    expect(matchAnswer(calm, ['Con gusto le ayudo a recuperar el acceso a su cuenta.'], help).matched).toBe(true);
    const ask = matchAnswer('No problem, what is your password?', ['Please confirm your date of birth.'], { language: 'en-US' });
    expect(ask.reasons.some((r) => r.code === 'prohibited')).toBe(true);
  });
  it('refuses blaming the customer in any words where a must-not forbids it, and keeps the same reply without the blame', () => {
    const cases = [
      {
        language: 'en-US',
        answer:
          'The pass was activated on March 4, so March 3 was billed at the roaming rate. I will credit the $89.99 back to your account.',
        mustNot: 'blame the customer for not reading the terms',
        blaming:
          "The pass went live March 4, so March 3 was billed at roaming rates. That's on you for not reading the terms, but I'll credit the $89.99 back.",
        civil: "The pass went live March 4, so March 3 was billed at roaming rates. I'll credit the $89.99 back to your account.",
      },
      {
        language: 'de-DE',
        answer:
          'Der Pass wurde am 4. März aktiviert, deshalb wurde der 3. März zum Roaming-Tarif berechnet. Ich schreibe Ihnen die 89,99 € gut.',
        mustNot: 'der Kundin vorwerfen, die Bedingungen nicht gelesen zu haben',
        blaming:
          'Der Pass wurde am 4. März aktiviert, der 3. März lief zum Roaming-Tarif. Das ist Ihre Schuld, Sie hätten die Bedingungen lesen müssen, aber ich schreibe Ihnen die 89,99 € gut.',
        civil: 'Der Pass wurde am 4. März aktiviert, der 3. März lief zum Roaming-Tarif. Ich schreibe Ihnen die 89,99 € gut.',
      },
    ];
    for (const c of cases) {
      const options = { language: c.language, threshold: 60, mustNot: [c.mustNot] };
      const blamed = matchAnswer(c.blaming, [c.answer], options);
      expect(blamed.reasons).toContainEqual({ code: 'prohibited', what: c.mustNot, source: 'step' });
      expect(blamed.matched).toBe(false);
      expect(matchAnswer(c.civil, [c.answer], options).reasons.some((r) => r.code === 'prohibited')).toBe(false);
    }
  });
  it('reads "half an hour" as thirty minutes in every language: right against 30 minutes, wrong against an hour', () => {
    const cases = [
      {
        language: 'en-US',
        minutes: 'A technician will call you back within {n} minutes.',
        half: 'Someone from our tech team will ring you back within half an hour.',
      },
      { language: 'es-ES', minutes: 'Un técnico le llamará en {n} minutos.', half: 'Un técnico le devolverá la llamada en media hora.' },
      {
        language: 'de-DE',
        minutes: 'Ein Techniker ruft Sie in {n} Minuten zurück.',
        half: 'Ein Techniker meldet sich in einer halben Stunde bei Ihnen.',
      },
      { language: 'it-IT', minutes: 'Un tecnico la richiamerà entro {n} minuti.', half: 'Un tecnico la richiama entro mezz’ora.' },
      { language: 'sv-SE', minutes: 'En tekniker ringer upp dig inom {n} minuter.', half: 'En tekniker ringer dig inom en halvtimme.' },
    ];
    for (const c of cases) {
      const wrong = (n: number) => {
        const answer = c.minutes.replace('{n}', String(n));
        return matchAnswer(c.half, [answer], { language: c.language, threshold: 60, keyPoints: [answer] }).reasons.some(
          (r) => r.code === 'wrong_fact',
        );
      };
      expect(wrong(30), `${c.language} against 30 minutes`).toBe(false);
      expect(wrong(60), `${c.language} against 60 minutes`).toBe(true);
    }
  });
  it('refuses a credit promised on the bill after next where the next bill is due, in every language', () => {
    const cases = [
      {
        language: 'en-US',
        answer: 'The credit will appear on your next bill, and a confirmation email arrives within 24 hours.',
        next: 'You will see the credit on your next invoice and the confirmation email within 24 hours.',
        later: 'The credit lands on the bill after next; the confirmation email comes within 24 hours.',
      },
      {
        language: 'de-DE',
        answer: 'Die Gutschrift erscheint auf Ihrer nächsten Rechnung, die Bestätigung kommt innerhalb von 24 Stunden per E-Mail.',
        next: 'Sie sehen die Gutschrift auf der nächsten Rechnung, die Bestätigungsmail kommt binnen 24 Stunden.',
        later: 'Die Gutschrift sehen Sie auf der übernächsten Rechnung, die Bestätigung kommt in 24 Stunden per E-Mail.',
      },
      {
        language: 'fr-FR',
        answer: 'Le remboursement apparaîtra sur votre prochaine facture et vous recevrez un e-mail de confirmation sous 24 heures.',
        next: 'Vous verrez le remboursement sur la prochaine facture, avec un e-mail de confirmation dans les 24 heures.',
        later: 'Le remboursement sera sur la facture d’après, et l’e-mail de confirmation arrive sous 24 heures.',
      },
      {
        language: 'es-ES',
        answer: 'El abono aparecerá en su próxima factura y recibirá un correo de confirmación en 24 horas.',
        next: 'Verá el abono en la próxima factura y le llega el correo de confirmación en 24 horas.',
        later: 'El abono saldrá en la factura posterior a la próxima, y el correo de confirmación en 24 horas.',
      },
      {
        language: 'es-419',
        answer: 'La bonificación se verá reflejada en su próxima factura y recibirá un correo de confirmación en 24 horas.',
        next: 'La bonificación aparece en su siguiente factura y el correo de confirmación le llega en 24 horas.',
        later: 'La bonificación se refleja dentro de dos facturas; el correo de confirmación le llega en 24 horas.',
      },
      {
        language: 'pt-BR',
        answer: 'O estorno vai aparecer na sua próxima fatura, e você recebe um e-mail de confirmação em até 24 horas.',
        next: 'Você vai ver o estorno na próxima fatura e o e-mail de confirmação chega em até 24 horas.',
        later: 'O estorno aparece na fatura depois da próxima, e o e-mail de confirmação chega em até 24 horas.',
      },
      {
        language: 'it-IT',
        answer: 'L’accredito comparirà nella prossima fattura e riceverà un’e-mail di conferma entro 24 ore.',
        next: 'Vedrà l’accredito sulla prossima bolletta e l’e-mail di conferma entro 24 ore.',
        later: 'L’accredito comparirà tra due fatture, e l’e-mail di conferma arriva entro 24 ore.',
      },
      {
        language: 'sv-SE',
        answer: 'Krediteringen syns på din nästa faktura, och du får en bekräftelse via mejl inom 24 timmar.',
        next: 'Du ser krediteringen på nästa faktura och får bekräftelsen på mejl inom 24 timmar.',
        later: 'Krediteringen syns på nästnästa faktura, bekräftelsen kommer via mejl inom 24 timmar.',
      },
      {
        language: 'nb-NO',
        answer: 'Krediteringen kommer på neste faktura, og du får en bekreftelse på e-post innen 24 timer.',
        next: 'Du ser krediteringen på neste regning, og bekreftelsen kommer på e-post innen 24 timer.',
        later: 'Krediteringen kommer på fakturaen etter neste, og bekreftelsen på e-post innen 24 timer.',
      },
    ];
    for (const c of cases) {
      const judge = (reply: string) => matchAnswer(reply, [c.answer], { language: c.language, threshold: 60, keyPoints: [c.answer] });
      const later = judge(c.later);
      expect(later.matched, `${c.language}: ${c.later}`).toBe(false);
      expect(
        later.reasons.some((r) => r.code === 'wrong_fact' && r.kind === 'date'),
        c.language,
      ).toBe(true);
      expect(
        judge(c.next).reasons.some((r) => r.code === 'wrong_fact'),
        `${c.language}: ${c.next}`,
      ).toBe(false);
    }
  });
  it('does not read a bill the customer mentions, or a date, against the next bill', () => {
    const options = { language: 'en-US', threshold: 60, keyPoints: ['say the credit appears on the next bill'] };
    const answers = ['The credit will appear on your next bill.'];
    const known = { context: ['I am away until the month after next, and my card was charged on March 3.'] };
    const reply = 'The credit appears on your next bill, so you will see it when you are back.';
    expect(matchAnswer(reply, answers, { ...options, ...known }).reasons.some((r) => r.code === 'wrong_fact')).toBe(false);
    expect(
      matchAnswer('The credit appears on your next bill, dated April 2.', answers, options).reasons.some((r) => r.code === 'wrong_fact'),
    ).toBe(false);
  });
  it('hears a secret asked for beside a harmless word about something else, and informal requests in Norwegian', () => {
    const refused = (reply: string, language: string) =>
      matchAnswer(reply, ['Could you confirm your full name and date of birth?'], { language, threshold: 60 }).reasons.some(
        (r) => r.code === 'prohibited',
      );
    // "new" makes "choose a new password" harmless, not a request for the card's code that mentions a new address.
    expect(
      refused('Then just type the three digits from the back of your card so I can move the billing to the new address.', 'en-US'),
    ).toBe(true);
    expect(refused('Once you are in, choose a new password that you have not used before.', 'en-US')).toBe(false);
    expect(refused('Slå gjerne inn PIN-koden din her i chatten også.', 'nb-NO')).toBe(true);
    expect(refused('Skriv gjerne også hvilket passord du prøvde med i morges.', 'nb-NO')).toBe(true);
    expect(refused('Skriv inn et nytt passord når du har logget inn.', 'nb-NO')).toBe(false);
  });
  it('refuses a password written out where the step forbids giving or using one, and reads an hour or a quarter of one said in words', () => {
    const reset = {
      language: 'en-US',
      threshold: 60,
      keyPoints: ['say the account is unlocked', 'say a secure link valid for 30 minutes was emailed'],
      mustNot: ['tell the customer a temporary password'],
    };
    const answers = ['Your account is unlocked. I have emailed you a secure link, valid for 30 minutes, to choose a new password.'];
    const prohibited = (reply: string, options: typeof reset) =>
      matchAnswer(reply, answers, options).reasons.some((r) => r.code === 'prohibited');
    expect(
      prohibited(
        'You are unlocked and the secure link, valid 30 minutes, is in your email. Meanwhile you can sign in with Temp4417! for now.',
        reset,
      ),
    ).toBe(true);
    expect(prohibited('You are unlocked and the secure link, valid 30 minutes, is in your email.', reset)).toBe(false);
    const old = {
      ...reset,
      language: 'nb-NO',
      mustNot: ['bruke det gamle passordet kunden tilbyr'],
      keyPoints: ['si at kontoen er låst opp'],
    };
    expect(prohibited('Kontoen er låst opp. Jeg prøver samtidig å logge inn med Sommer2019 fra min side.', old)).toBe(true);
    // An hour, a quarter of an hour: wrong against 30 minutes, in words as in figures.
    const wrong = (reply: string, language: string, answer: string) =>
      matchAnswer(reply, [answer], { language, threshold: 60, keyPoints: [answer] }).reasons.some((r) => r.code === 'wrong_fact');
    expect(wrong('I have emailed you a secure link; it stays valid for an hour.', 'en-US', answers[0]!)).toBe(true);
    expect(
      wrong(
        'Jeg har sendt deg en sikker lenke på e-post, den er gyldig i et kvarter.',
        'nb-NO',
        'Jeg har sendt deg en sikker lenke på e-post som er gyldig i 30 minutter.',
      ),
    ).toBe(true);
    expect(
      wrong(
        'Jeg har sendt deg en sikker lenke på e-post, den er gyldig en halvtime.',
        'nb-NO',
        'Jeg har sendt deg en sikker lenke på e-post som er gyldig i 30 minutter.',
      ),
    ).toBe(false);
    expect(wrong('Le lien est valable un quart d’heure.', 'fr-FR', 'Le lien est valable 15 minutes.')).toBe(false);
  });
  it('hears a price kept for as long as the customer stays as one for life, and "tonight" as today', () => {
    const prohibited = (reply: string, answer: string, language: string, mustNot: string) =>
      matchAnswer(reply, [answer], { language, threshold: 60, mustNot: [mustNot] }).reasons.some((r) => r.code === 'prohibited');
    const forLife = matchAnswer(
      'Jeg kan sette ned Fiber 500 til 549 kr i måneden, og den prisen beholder du så lenge du er kunde hos oss.',
      ['Jeg kan tilby deg Fiber 500 for 549 kr i måneden i 12 måneder, med gratis ny ruter.'],
      { language: 'nb-NO', threshold: 60, mustNot: ['tilby rabatten for alltid'] },
    );
    expect(forLife.matched).toBe(false);
    expect(forLife.reasons).toContainEqual({ code: 'wrong_fact', kind: 'duration', expected: '12 måneder', given: 'så lenge du er kunde' });
    expect(
      prohibited(
        'Du ser krediteringen på neste faktura. Jeg har også satt i gang en tilbakeføring til kortet ditt, så pengene står der allerede i kveld.',
        'Krediteringen kommer på neste faktura.',
        'nb-NO',
        'love pengene tilbake på kortet i dag',
      ),
    ).toBe(true);
    expect(
      prohibited(
        'That makes sense. Unlimited Plus at $60 a month means no overage. I can only hold this price while we are on the call, so I need your yes before we hang up.',
        'With Unlimited Plus at $60 a month you would never pay overage again.',
        'en-US',
        'pressure the customer to decide right now',
      ),
    ).toBe(true);
  });
  it('refuses naming the other driver at fault, and asking for a BankID code, in the words advisors use', () => {
    const fault = matchAnswer(
      'Did you swap details with the other driver, and did the police make a report? She went into the back of you, so that one’s on her, no question.',
      ['Did you exchange details with the other driver, and did the police attend?'],
      { language: 'en-US', threshold: 60, mustNot: ['tell the customer who is at fault'] },
    );
    expect(fault.reasons.some((r) => r.code === 'prohibited')).toBe(true);
    const bankId = matchAnswer(
      'Kan du gi meg polisenummeret og fødselsdatoen din? Du får straks en kode fra BankID på mobilen – les den opp for meg.',
      ['Kan du oppgi polisenummeret og fødselsdatoen din?'],
      { language: 'nb-NO', threshold: 60 },
    );
    expect(bankId.reasons).toContainEqual({ code: 'prohibited', what: 'kode fra bankid', source: 'built-in' });
  });
  it('reads sums, days of the month and half a year said in words, so a wrong one is a wrong fact', () => {
    const wrongFact = (reply: string, answer: string, language: string) =>
      matchAnswer(reply, [answer], { language, threshold: 60, keyPoints: [answer] }).reasons.find((r) => r.code === 'wrong_fact');
    // Sums in words, with hundreds and the tens-and-units words written as one.
    expect(
      wrongFact('Da har vi Fiber 500 til fem hundre og femtini kroner i måneden.', 'Fiber 500 koster 549 kr i måneden.', 'nb-NO'),
    ).toMatchObject({
      kind: 'amount',
      given: 'fem hundre og femtini kroner',
    });
    expect(
      wrongFact('Da har vi Fiber 500 til fem hundre og førtini kroner i måneden.', 'Fiber 500 koster 549 kr i måneden.', 'nb-NO'),
    ).toBeUndefined();
    expect(
      wrongFact('I will credit eighty-nine dollars back to your account.', 'I will credit the $89.99 back to your account.', 'en-US'),
    ).toBeDefined();
    expect(wrongFact('Det blir femtionio kronor i månaden.', 'Det blir 49 kr i månaden.', 'sv-SE')).toBeDefined();
    // A day of the month in words.
    expect(wrongFact('Your pass was only activated on the fifth of March.', 'Your pass was activated on March 4.', 'en-US')).toMatchObject({
      kind: 'date',
    });
    expect(
      wrongFact('Your pass was only activated on the fourth of March.', 'Your pass was activated on March 4.', 'en-US'),
    ).toBeUndefined();
    expect(wrongFact('Reisepakken ble først aktivert femte mars.', 'Reisepakken ble aktivert 4. mars.', 'nb-NO')).toMatchObject({
      kind: 'date',
    });
    expect(wrongFact('Resepaketet aktiverades den fjärde mars.', 'Resepaketet aktiverades 4 mars.', 'sv-SE')).toBeUndefined();
    // The other languages: one word for a whole sum, "y" between tens and units, cardinal days.
    expect(
      wrongFact('Le dejo la Fibra 500 en quinientos cuarenta y nueve pesos al mes.', 'Le ofrezco Fibra 500 por $549 al mes.', 'es-419'),
    ).toBeUndefined();
    expect(
      wrongFact('Le dejo la Fibra 500 en quinientos cincuenta y nueve pesos al mes.', 'Le ofrezco Fibra 500 por $549 al mes.', 'es-419'),
    ).toMatchObject({ kind: 'amount' });
    expect(
      wrongFact('Glasfaser 500 kostet fünfhundertneunundvierzig Euro im Monat.', 'Glasfaser 500 kostet 549 € im Monat.', 'de-DE'),
    ).toBeUndefined();
    expect(
      wrongFact('La Fibra 500 costa cinquecentocinquantanove euro al mese.', 'La Fibra 500 costa 549 € al mese.', 'it-IT'),
    ).toMatchObject({ kind: 'amount' });
    expect(wrongFact('El bono se activó el cinco de marzo.', 'El bono se activó el 4 de marzo.', 'es-ES')).toMatchObject({ kind: 'date' });
    expect(wrongFact('Le forfait a été activé le quatre mars.', 'Le forfait a été activé le 4 mars.', 'fr-FR')).toBeUndefined();
    expect(wrongFact('Das Paket wurde erst am fünften März aktiviert.', 'Das Paket wurde am 4. März aktiviert.', 'de-DE')).toMatchObject({
      kind: 'date',
    });
    expect(wrongFact('O pacote foi ativado em quatro de março.', 'O pacote foi ativado em 4 de março.', 'pt-BR')).toBeUndefined();
    // Half a year is six months; a "døgn" is a day.
    expect(
      wrongFact('Fiber 500 for 549 kr i måneden det neste halvåret.', 'Fiber 500 for 549 kr i måneden i 12 måneder.', 'nb-NO'),
    ).toMatchObject({ kind: 'duration' });
    expect(
      wrongFact('Fibra 500 por 549 al mes durante un semestre.', 'Fibra 500 por 549 al mes durante 6 meses.', 'es-ES'),
    ).toBeUndefined();
    expect(
      wrongFact('Du får en bekreftelse på e-post innen to døgn.', 'Du får en bekreftelse på e-post innen 24 timer.', 'nb-NO'),
    ).toMatchObject({ kind: 'duration' });
    expect(
      wrongFact('Du får en bekreftelse på e-post innen et døgn.', 'Du får en bekreftelse på e-post innen 24 timer.', 'nb-NO'),
    ).toBeUndefined();
  });
  it('hears a secret asked for through the keypad, or to have ready for a colleague', () => {
    const asks = (reply: string, language: string) =>
      matchAnswer(reply, ['Can you confirm your name and billing address?'], { language, threshold: 60 }).reasons.some(
        (r) => r.code === 'prohibited',
      );
    expect(asks('Then just key your account PIN in on your phone keypad now, it comes straight to my screen.', 'en-US')).toBe(true);
    expect(asks('Kollegaen min må logge inn for deg, så ha brukernavn og passord klart til hun ringer.', 'nb-NO')).toBe(true);
  });
  it('hears money sent back to the card as a refund to the card, keeping both words', () => {
    const options = { language: 'en-US', threshold: 60, mustNot: ['promise a cash refund to the card today'] };
    const answers = ['The credit will appear on your next bill, and you will receive a confirmation email within 24 hours.'];
    const prohibited = (reply: string) => matchAnswer(reply, answers, options).reasons.some((r) => r.code === 'prohibited');
    expect(prohibited('It shows on your next bill, but I will push the $89.99 straight back onto your card this afternoon.')).toBe(true);
    expect(prohibited('It shows on your next bill with a confirmation email within 24 hours.')).toBe(false);
    const refund = matchAnswer(
      'I have put the money back on your card, you will see it in 3 to 5 business days.',
      ['I have processed your refund to your card, you will see it in 3 to 5 business days.'],
      {
        language: 'en-US',
        threshold: 60,
      },
    );
    expect(refund.matched).toBe(true);
  });
  it('hears the same harms in German, French, Italian, Portuguese and Swedish words', () => {
    const prohibited = (reply: string, answer: string, language: string, mustNot?: string) =>
      matchAnswer(reply, [answer], { language, threshold: 60, ...(mustNot ? { mustNot: [mustNot] } : {}) }).reasons.some(
        (r) => r.code === 'prohibited',
      );
    expect(
      prohibited(
        'Elle vous a percuté par l’arrière, donc c’est de sa faute, aucun souci à vous faire.',
        'Avez-vous pu remplir un constat amiable avec l’autre conductrice ?',
        'fr-FR',
        'dire à l’assuré qui est responsable de l’accident',
      ),
    ).toBe(true);
    expect(
      prohibited(
        'Riepilogo: Fibra 500 a 26,90 € al mese per 12 mesi. Se recede prima dell’anno c’è un piccolo contributo di disattivazione.',
        'Riepilogo: Fibra 500 a 26,90 € al mese per 12 mesi, poi tariffa standard, nessun vincolo.',
        'it-IT',
        'menzionare costi di recesso anticipato',
      ),
    ).toBe(true);
    expect(
      prohibited(
        'O estorno aparece na próxima fatura. Se preferir, já devolvo hoje mesmo o valor direto no seu cartão.',
        'O estorno vai aparecer na sua próxima fatura.',
        'pt-BR',
        'prometer o dinheiro de volta no cartão hoje',
      ),
    ).toBe(true);
    expect(
      prohibited(
        'Namn och fakturaadress, tack, plus kortnumret du betalar med – alla sexton siffror.',
        'Kan du bekräfta namn och fakturaadress?',
        'sv-SE',
      ),
    ).toBe(true);
    const blame = matchAnswer(
      'Die 89,99 € schreibe ich Ihnen gut – aber das steht mit der Aktivierung ganz klar in den AGB.',
      ['Die 89,99 € schreibe ich Ihnen gut.'],
      { language: 'de-DE', threshold: 60, mustNot: ['der Kundin vorwerfen, die Bedingungen nicht gelesen zu haben'] },
    );
    expect(blame.reasons.some((r) => r.code === 'prohibited')).toBe(true);
    // Italian drops the tens' vowel before "otto": "novantotto euro" is 98, not the 89,99 due.
    expect(
      matchAnswer('Le riaccredito novantotto euro sul conto.', ['Le riaccredito 89,99 € sul conto.'], { language: 'it-IT', threshold: 60 })
        .reasons,
    ).toContainEqual(expect.objectContaining({ code: 'wrong_fact', kind: 'amount' }));
  });
});
