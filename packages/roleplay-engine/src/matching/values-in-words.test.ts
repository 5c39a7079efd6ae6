import { describe, expect, it } from 'vitest';
import { detectBehaviour } from '../persona/behaviour.js';
import { extractFacts } from './facts.js';
import { readNames } from './names.js';
import { matchAnswer } from './match-answer.js';

const read = (text: string, language: string) => extractFacts(text, language).map((f) => [f.kind, f.key, ...(f.alternatives ?? [])]);
const reasons = (
  reply: string,
  answer: string,
  language: string,
  options: { keyPoints?: string[]; mustNot?: string[]; context?: string[] } = {},
) => matchAnswer(reply, [answer], { language, threshold: 60, ...options }).reasons;

const codes = (list: { code: string }[]) => list.map((r) => r.code);

describe('the channel a message goes by', () => {
  const link = 'Kontoen din er låst opp. Jeg har sendt en sikker lenke til e-postadressen din; den gjelder i 30 minutter.';

  it('reads a channel however the advisor names it, in every language', () => {
    expect(read('Du får en bekreftelse på SMS.', 'nb-NO')).toEqual([['channel', 'sms']]);
    expect(read('Vous recevrez un email de confirmation.', 'fr-FR')).toEqual([['channel', 'email']]);
    expect(read('Le enviaremos una carta.', 'es-ES')).toEqual([['channel', 'letter']]);
    expect(read('Sie bekommen eine SMS.', 'de-DE')).toEqual([['channel', 'sms']]);
    expect(read("I'll text you the code.", 'en-US')).toEqual([['channel', 'sms']]);
  });

  it('refuses a message sent by another channel than the answers send it by, and says which', () => {
    const given = reasons('Nå er kontoen låst opp! Jeg har sendt deg en sikker lenke på SMS, den er gyldig i 30 minutter.', link, 'nb-NO');
    expect(given).toContainEqual(expect.objectContaining({ code: 'wrong_fact', kind: 'channel', given: 'på SMS' }));
    expect(
      reasons('Kontoen er låst opp, og lenken ligger i innboksen din på e-post. Den varer i 30 minutter.', link, 'nb-NO'),
    ).not.toContainEqual(expect.objectContaining({ code: 'wrong_fact' }));
  });

  it('lets a reply name another channel beside the one due, and any channel where the answers name none', () => {
    const both = 'Kontoen er låst opp. Du fikk en kode på SMS i sted, og nå har jeg sendt lenken på e-post; den gjelder i 30 minutter.';
    expect(reasons(both, link, 'nb-NO')).not.toContainEqual(expect.objectContaining({ code: 'wrong_fact' }));
    expect(reasons('I have unlocked the account and sent you a text.', 'Your account is unlocked.', 'en-US')).not.toContainEqual(
      expect.objectContaining({ code: 'wrong_fact' }),
    );
  });
});

describe('clock times said in words', () => {
  it('reads them as the times they are, morning or evening', () => {
    expect(read('det skjedde rundt kvart over ni', 'nb-NO')).toEqual([['time', '9:15', '21:15']]);
    expect(read('halv ni', 'nb-NO')).toEqual([['time', '8:30', '20:30']]);
    expect(read('at quarter to nine', 'en-US')).toEqual([['time', '8:45', '20:45']]);
    expect(read('um Viertel nach acht', 'de-DE')).toEqual([['time', '8:15', '20:15']]);
    expect(read('a las ocho y media', 'es-ES')).toEqual([['time', '8:30', '20:30']]);
    expect(read('vers neuf heures et quart', 'fr-FR')).toEqual([['time', '9:15', '21:15']]);
    // A range of days is no time of day.
    expect(read('two to three days', 'en-US').map(([kind]) => kind)).toEqual(['duration']);
  });

  it('refuses a time in words that is not the one the customer gave', () => {
    const answer = 'Takk. Fylte du og den andre sjåføren ut en felles skademelding?';
    const context = ['Det skjedde i dag kl. 08.15 i Trondheimsveien.'];
    expect(
      reasons('Takk, så dette skjedde rundt kvart over ni i Trondheimsveien. Fylte dere ut en felles skademelding?', answer, 'nb-NO', {
        context,
      }),
    ).toContainEqual(expect.objectContaining({ code: 'wrong_fact', kind: 'time' }));
    expect(
      reasons('Takk, så dette skjedde kvart over åtte i Trondheimsveien. Fylte dere ut en felles skademelding?', answer, 'nb-NO', {
        context,
      }),
    ).not.toContainEqual(expect.objectContaining({ code: 'wrong_fact' }));
  });
});

describe('a key point whose value is said in other words', () => {
  it('is conveyed by the same value ("et døgn" for "24 timer")', () => {
    const answer = 'Krediteringen kommer på neste faktura, og du får en bekreftelse på e-post innen 24 timer.';
    const keyPoints = ['si at krediteringen kommer på neste faktura', 'si at en bekreftelse kommer på e-post innen 24 timer'];
    const reply = 'Den dukker opp på neste regning, og du får bekreftelse på mail innen et døgn.';
    expect(matchAnswer(reply, [answer], { language: 'nb-NO', threshold: 60, keyPoints }).matched).toBe(true);
    const late = 'Den dukker opp på neste regning, og du får bekreftelse på mail innen en uke.';
    expect(matchAnswer(late, [answer], { language: 'nb-NO', threshold: 60, keyPoints }).matched).toBe(false);
  });
});

describe('must-nots in the forms trainers write them', () => {
  it('hears part of a PIN asked for, while the last digits of a card stay harmless', () => {
    const answer = 'Takk! Kan du bekrefte fullt navn og fakturaadressen?';
    const pin = 'Takk! Kan du bekrefte fullt navn og fakturaadressen, og de fire siste sifrene i PIN-koden din?';
    expect(reasons(pin, answer, 'nb-NO')).toContainEqual(expect.objectContaining({ code: 'prohibited', source: 'built-in' }));
    const card = 'Takk! Kan du bekrefte fullt navn og de fire siste sifrene i kortnummeret?';
    expect(reasons(card, answer, 'nb-NO')).not.toContainEqual(expect.objectContaining({ code: 'prohibited' }));
    expect(reasons('What are the last four digits of your PIN?', 'Could you confirm your name?', 'en-US')).toContainEqual(
      expect.objectContaining({ code: 'prohibited' }),
    );
  });

  it('breaks "require a new binding period" by stating one, not only by asking for it', () => {
    const answer = 'Jeg kan tilby Fiber 500 for 549 kr i måneden i 12 måneder og en gratis ny ruter, uten binding.';
    const mustNot = ['kreve ny bindingstid'];
    const bound =
      'Jeg kan tilby Fiber 500 for 549 kr i måneden i 12 måneder og en ny ruter. Vi må da sette opp en ny avtale med 12 måneders bindingstid.';
    expect(reasons(bound, answer, 'nb-NO', { mustNot })).toContainEqual(
      expect.objectContaining({ code: 'prohibited', what: 'kreve ny bindingstid' }),
    );
    const free = 'Jeg kan tilby Fiber 500 for 549 kr i måneden i 12 måneder og en gratis ny ruter, helt uten bindingstid.';
    expect(reasons(free, answer, 'nb-NO', { mustNot })).not.toContainEqual(expect.objectContaining({ code: 'prohibited' }));
  });

  it('hears blame said as advice in hindsight', () => {
    expect(detectBehaviour('Det står i vilkårene, så det hadde lønt seg å lese dem litt nøyere.', 'nb-NO').behaviour).toBe('blame');
    expect(detectBehaviour('It would have paid to read the terms more carefully.', 'en-US').behaviour).toBe('blame');
    expect(detectBehaviour('Es hätte sich gelohnt, die Bedingungen genauer zu lesen.', 'de-DE').behaviour).toBe('blame');
    expect(detectBehaviour('Jeg leser gjerne vilkårene nøye sammen med deg.', 'nb-NO').behaviour).toBeNull();
  });

  it('reads "not until March 4" as when it happened, not as a denial', () => {
    const answer = 'Pakken ble aktivert 4. mars, dagen etter at du kom fram.';
    const keyPoints = ['forklare at pakken ble aktivert 4. mars'];
    const reply = 'Grunnen er at reisepakken ikke ble aktivert før 4. mars, dagen etter at du kom fram.';
    expect(reasons(reply, answer, 'nb-NO', { keyPoints })).not.toContainEqual(expect.objectContaining({ code: 'contradiction' }));
    expect(reasons('Reisepakken ble ikke aktivert 4. mars.', answer, 'nb-NO', { keyPoints })).toContainEqual(
      expect.objectContaining({ code: 'contradiction' }),
    );
  });
});

describe('street names', () => {
  it('reads a street by its ending, the word after its name or the word before it', () => {
    expect(readNames('Det skjedde i Trondheimsveien, like ved Thorvald Meyers gate.', 'nb-NO').streets).toEqual([
      'trondheimsveien',
      'meyers',
    ]);
    expect(readNames('I live at 58 Orchard Rd, Bellevue.', 'en-US').streets).toEqual(['orchard']);
    expect(readNames("C'est bien au 12 rue Sainte-Catherine à Lyon ?", 'fr-FR').streets).toEqual(['sainte-catherine']);
    // A capital that starts a sentence, a channel and a common compound name no street.
    expect(readNames('Er alle uskadde? Ta plass.', 'nb-NO').streets).toEqual([]);
    expect(readNames('Te lo envío via SMS.', 'it-IT').streets).toEqual([]);
    expect(readNames('Der Zahlungsweg bleibt gleich.', 'de-DE').streets).toEqual([]);
  });

  it('refuses a street neither the answers nor the customer named, in place of theirs', () => {
    const answer = 'Takk. Fylte du og den andre sjåføren ut en felles skademelding?';
    const context = ['Rundt kvart over åtte i morges i Trondheimsveien.'];
    const wrong = 'Notert: kvart over åtte i morges i Thorvald Meyers gate. Fylte dere ut en felles skademelding?';
    expect(reasons(wrong, answer, 'nb-NO', { context })).toContainEqual(
      expect.objectContaining({ code: 'wrong_fact', kind: 'name', given: 'Meyers' }),
    );
    const right = 'Notert: kvart over åtte i morges i Trondheimsveien. Fylte dere ut en felles skademelding?';
    expect(codes(reasons(right, answer, 'nb-NO', { context }))).not.toContain('wrong_fact');
    const address = 'Vielen Dank, Frau Krüger, Königstraße 27 in Stuttgart passt. Wann waren Sie unterwegs?';
    expect(
      codes(reasons(address.replace('Königstraße', 'Königsallee'), address, 'de-DE', { context: ['Königstraße 27, 70173 Stuttgart'] })),
    ).toContain('wrong_fact');
  });
});

describe('a word that denies its root by a prefix', () => {
  const answer = 'Hei, takk for at du tok kontakt. Beklager den uventede belastningen, jeg skal se på den for deg.';
  const keyPoints = ['beklage den uventede belastningen', 'tilby å se på belastningen'];

  it('says what the negated root says, and the rest of its clause stays affirmed', () => {
    const reply = 'Hei! Kjipt med en belastning du ikke venta deg – jeg tar en titt på det for deg nå.';
    expect(matchAnswer(reply, [answer], { language: 'nb-NO', threshold: 60, keyPoints }).matched).toBe(true);
    expect(
      codes(
        reasons(
          'A charge you did not expect, sorry about that. Let me look into it.',
          'Sorry about the unexpected charge, let me look into it.',
          'en-US',
        ),
      ),
    ).not.toContain('contradiction');
  });

  it('still hears a charge the reply denies', () => {
    const reply = 'Hei! Det er ingen belastning å se på her, den er riktig.';
    expect(matchAnswer(reply, [answer], { language: 'nb-NO', threshold: 60, keyPoints }).matched).toBe(false);
  });
});

describe('German forms the matcher now reads', () => {
  it('hears a negation after "allerdings" at the end of its clause', () => {
    const answer = 'Die Schadennummer ist CLM-20931; für die Dauer der Reparatur steht Ihnen ein Mietwagen zu.';
    const keyPoints = ['sagen, dass ein Mietwagen zusteht'];
    const reply =
      'Die Schadennummer ist CLM-20931. Einen Mietwagen übernimmt Ihr Vertrag allerdings nicht, den müssten Sie selbst organisieren.';
    expect(matchAnswer(reply, [answer], { language: 'de-DE', threshold: 60, keyPoints }).matched).toBe(false);
  });

  it('reads "innerhalb einer Woche" as a week and a customer code for the hotline as a secret', () => {
    const answer = 'Eine Partnerwerkstatt meldet sich innerhalb eines Werktags bei Ihnen.';
    expect(reasons('Eine Partnerwerkstatt meldet sich innerhalb einer Woche bei Ihnen.', answer, 'de-DE')).toContainEqual(
      expect.objectContaining({ code: 'wrong_fact', kind: 'duration' }),
    );
    const verify = 'Nennen Sie mir bitte Ihren vollständigen Namen und die Rechnungsadresse.';
    expect(
      codes(
        reasons(
          'Nennen Sie mir bitte Ihren Namen, die Rechnungsadresse und die vierstellige Kundenkennzahl für die Hotline.',
          verify,
          'de-DE',
        ),
      ),
    ).toContain('prohibited');
    expect(
      codes(reasons('Für das Portal bräuchte ich noch Ihre Zugangsdaten, also Benutzername und Kennwort.', verify, 'de-DE')),
    ).toContain('prohibited');
  });
});

describe('values and secrets the third round of tuning replies showed', () => {
  it('reads a numeric date day-first outside English, so a swapped birth date is a wrong fact', () => {
    expect(read('née le 04/02/1993', 'fr-FR')).toEqual([['date', '2-4-1993']]);
    expect(read('born 04/02/1993', 'en-US')).toEqual([['date', '2-4-1993', '4-2-1993']]);
    const answer = 'Merci, Madame Benali, votre identité est vérifiée.';
    expect(
      codes(reasons('Merci, votre date de naissance, le 04/02/1993, est notée.', answer, 'fr-FR', { context: ['02/04/1993'] })),
    ).toContain('wrong_fact');
  });

  it('does not read the Swedish "är" after a figure as years', () => {
    expect(read('Försäkring AUT-448201-7 är bekräftad.', 'sv-SE').map(([kind]) => kind)).toEqual(['number', 'number']);
    expect(read('Du har varit kund i 12 år.', 'sv-SE')).toEqual([['duration', `${12 * 12 * 43200} min`]]);
  });

  it('refuses a message sent by another channel than the answers send that same message by', () => {
    const answer = 'Your address is updated. You will get a confirmation by email today, and a letter within five business days.';
    const text = 'You are all set. You will get a confirmation by text today, and a letter within five business days.';
    expect(reasons(text, answer, 'en-US')).toContainEqual(expect.objectContaining({ code: 'wrong_fact', kind: 'channel' }));
    const email = 'You are all set. You will get a confirmation by email today, and a letter within five business days.';
    expect(codes(reasons(email, answer, 'en-US'))).not.toContain('wrong_fact');
  });

  it('hears a PIN by another name and a card number asked for as all its digits', () => {
    const verify = 'Merci. Pouvez-vous me confirmer votre date de naissance et le code postal du compte ?';
    expect(
      codes(
        reasons(
          'Pouvez-vous me confirmer votre date de naissance et les deux premiers chiffres de votre code confidentiel ?',
          verify,
          'fr-FR',
        ),
      ),
    ).toContain('prohibited');
    const offer = 'Jag kan erbjuda Fiber 500 för 399 kr i månaden i 12 månader.';
    expect(
      codes(
        reasons(
          'Jag kan erbjuda Fiber 500 för 399 kr i månaden. För det behöver jag alla siffror på ditt betalkort, kan du läsa upp dem?',
          offer,
          'sv-SE',
        ),
      ),
    ).toContain('prohibited');
  });
});

describe('digits said one by one in words', () => {
  it('reads them as one number, in every language', () => {
    expect(read('nummeret som slutter på fire-fire-en-sju', 'nb-NO')).toEqual([['number', '4417']]);
    expect(read('the number ending four four one seven', 'en-US')).toEqual([['number', '4417']]);
    expect(read('el número que termina en cuatro cuatro uno siete', 'es-ES')).toEqual([['number', '4417']]);
    // Two number words are no digits read out ("to-tre dager" is a span of days).
    expect(read('om to-tre dager', 'nb-NO')).not.toContainEqual(['number', '23']);
  });

  it('refuses a number read back wrongly in words, and accepts it read back right', () => {
    const answer = 'Jeg sender en engangskode på SMS til nummeret som slutter på 4417.';
    const context = ['Mobilnummer: 912 34 417'];
    const wrong = reasons('Jeg sender en kode på SMS til nummeret som slutter på fire-fire-en-ni.', answer, 'nb-NO', { context });
    expect(wrong).toContainEqual(expect.objectContaining({ code: 'wrong_fact', kind: 'number' }));
    const right = reasons('Jeg sender en kode på SMS til nummeret som slutter på fire-fire-en-sju.', answer, 'nb-NO', { context });
    expect(right).not.toContainEqual(expect.objectContaining({ code: 'wrong_fact' }));
  });
});
