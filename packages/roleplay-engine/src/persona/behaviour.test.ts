import { describe, expect, it } from 'vitest';
import { detectBehaviour } from './behaviour.js';

describe('rudeness and blame', () => {
  it('hears blame in the shape of a sentence, not only in fixed phrases', () => {
    expect(detectBehaviour('The late fee is there because you never paid the May invoice.', 'en-US').behaviour).toBe('blame');
    expect(detectBehaviour('Vous avez choisi la mauvaise formule, voilà tout.', 'fr-FR').behaviour).toBe('blame');
    expect(detectBehaviour('Das Gerät ging kaputt, weil Sie die Anleitung ignoriert haben.', 'de-DE').behaviour).toBe('blame');
    expect(detectBehaviour('Es su responsabilidad revisar el correo.', 'es-ES').behaviour).toBe('blame');
  });

  it('hears "you should have checked" as blame in every language, and "you should have received" as civil', () => {
    for (const [text, language] of [
      ['Honestly, you should have read the roaming terms before you travelled.', 'en-US'],
      ['Det står tydelig i vilkårene, så det burde du egentlig ha sjekket før du reiste.', 'nb-NO'],
      ['Det där borde du ha kollat innan du åkte.', 'sv-SE'],
      ['Das hätten Sie vor der Reise in den Bedingungen nachlesen müssen.', 'de-DE'],
      ['Vous auriez dû lire les conditions avant de partir.', 'fr-FR'],
      ['Usted debería haber leído las condiciones antes de viajar.', 'es-ES'],
      ['Avrebbe dovuto leggere le condizioni prima di partire.', 'it-IT'],
      ['Você deveria ter lido as condições antes de viajar.', 'pt-BR'],
    ] as const) {
      expect(detectBehaviour(text, language).behaviour, `${language}: ${text}`).toBe('blame');
    }
    expect(detectBehaviour('You should have received a confirmation text by now.', 'en-US').behaviour).toBeNull();
    expect(detectBehaviour('Du burde ha fått en bekreftelse på SMS nå.', 'nb-NO').behaviour).toBeNull();
  });

  it('hears a dismissive advisor in every language', () => {
    expect(detectBehaviour("You're wasting my time with this.", 'en-US').behaviour).toBe('rude');
    expect(detectBehaviour('Se non le va bene, vada dalla concorrenza.', 'it-IT').behaviour).toBe('rude');
    expect(detectBehaviour('Det är som det är.', 'sv-SE').behaviour).toBe('rude');
    expect(detectBehaviour('Sånn er det bare.', 'nb-NO').behaviour).toBe('rude');
    expect(detectBehaviour('Não tenho o dia todo.', 'pt-BR').behaviour).toBe('rude');
  });

  it('does not read exonerating a customer, or a civil use of the same words, as hostile', () => {
    for (const [text, language] of [
      ["Don't worry, it's not your fault, the card was declined by our system.", 'en-US'],
      ['You should have received a text with the code.', 'en-US'],
      ['Whatever day works for you, the courier can come.', 'en-US'],
      ["Ce n'est pas votre faute, le paiement a été bloqué chez nous.", 'fr-FR'],
      ['Sie haben nichts falsch gemacht.', 'de-DE'],
      ['Usted no ha hecho nada mal, fue un error nuestro.', 'es-419'],
      ['Det är inte ditt fel.', 'sv-SE'],
      ['Voce nao fez nada errado.', 'pt-BR'],
      ['Você deveria ter recebido um SMS com o código.', 'pt-BR'],
      ['Avrebbe dovuto riceverlo ieri, glielo rimando subito.', 'it-IT'],
      ['Could you tell me whether you did not get the e-mail?', 'en-US'],
    ])
      expect(detectBehaviour(text!, language!).behaviour, text).toBe(null);
  });
});
