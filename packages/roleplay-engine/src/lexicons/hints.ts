import type { FactKind } from '../matching/facts.js';

/**
 * Coaching hints, in the roleplay's language: a hint quotes the step's key points and model answers,
 * which are written in that language, so the sentence around them must be too (whatever language the
 * advisor's screen is in). `{x}` marks a value filled in.
 */
export interface HintTexts {
  missingPoint: string;
  /** When the visibility mode hides the answers: what kind of thing is missing, not its words. */
  missingHidden: string;
  wrongFact: string;
  secret: string;
  mustNot: string;
  contradiction: string;
  offTopic: string;
  modelAnswer: string;
  facts: Record<FactKind, string>;
  /** What stands in a key point for a value it states ("credit the [amount] back"), as a bare noun. */
  masks: Record<FactKind, string>;
}

const EN: HintTexts = {
  missingPoint: 'You haven’t covered this yet: {point}',
  missingHidden: 'Part of what the customer needs to hear is still missing.',
  wrongFact: 'The {fact} you gave ({given}) is not the right one.',
  secret: 'Never ask the customer for their password, PIN, full card number or security code.',
  mustNot: 'This step must never include: {what}',
  contradiction: 'Your reply says the opposite of what the customer needs to hear.',
  offTopic: 'Your reply doesn’t address what the customer just said.',
  modelAnswer: 'Model answer: {answer}',
  facts: {
    amount: 'amount',
    percent: 'percentage',
    date: 'date',
    time: 'time',
    duration: 'time frame',
    email: 'e-mail address',
    number: 'number',
    name: 'name',
    channel: 'channel',
  },
  masks: {
    amount: '[amount]',
    percent: '[percentage]',
    date: '[date]',
    time: '[time]',
    duration: '[time frame]',
    email: '[e-mail address]',
    number: '[number]',
    name: '[name]',
    channel: '[channel]',
  },
};

const ES: HintTexts = {
  missingPoint: 'Todavía no ha cubierto esto: {point}',
  missingHidden: 'Aún falta algo de lo que el cliente necesita oír.',
  wrongFact: 'El dato que ha dado ({given}) no es el correcto: revise {fact}.',
  secret: 'Nunca pida al cliente su contraseña, PIN, número completo de tarjeta ni código de seguridad.',
  mustNot: 'Este paso nunca debe incluir: {what}',
  contradiction: 'Su respuesta dice lo contrario de lo que el cliente necesita oír.',
  offTopic: 'Su respuesta no responde a lo que el cliente acaba de decir.',
  modelAnswer: 'Respuesta modelo: {answer}',
  facts: {
    amount: 'el importe',
    percent: 'el porcentaje',
    date: 'la fecha',
    time: 'la hora',
    duration: 'el plazo',
    email: 'el correo electrónico',
    number: 'el número',
    name: 'el nombre',
    channel: 'el canal',
  },
  masks: {
    amount: '[importe]',
    percent: '[porcentaje]',
    date: '[fecha]',
    time: '[hora]',
    duration: '[plazo]',
    email: '[correo electrónico]',
    number: '[número]',
    name: '[nombre]',
    channel: '[canal]',
  },
};

export const HINTS: Record<string, HintTexts> = {
  'en-US': EN,
  'fr-FR': {
    missingPoint: 'Vous n’avez pas encore abordé ce point : {point}',
    missingHidden: 'Il manque encore une partie de ce que le client doit entendre.',
    wrongFact: 'L’information que vous avez donnée ({given}) n’est pas la bonne : vérifiez {fact}.',
    secret: 'Ne demandez jamais au client son mot de passe, son code PIN, le numéro complet de sa carte ni son cryptogramme.',
    mustNot: 'Cette étape ne doit jamais contenir : {what}',
    contradiction: 'Votre réponse dit le contraire de ce que le client doit entendre.',
    offTopic: 'Votre réponse ne répond pas à ce que le client vient de dire.',
    modelAnswer: 'Réponse modèle : {answer}',
    facts: {
      amount: 'le montant',
      percent: 'le pourcentage',
      date: 'la date',
      time: 'l’heure',
      duration: 'le délai',
      email: 'l’adresse e-mail',
      number: 'le numéro',
      name: 'le nom',
      channel: 'le canal d’envoi',
    },
    masks: {
      amount: '[montant]',
      percent: '[pourcentage]',
      date: '[date]',
      time: '[heure]',
      duration: '[délai]',
      email: '[adresse e-mail]',
      number: '[numéro]',
      name: '[nom]',
      channel: '[canal d’envoi]',
    },
  },
  'es-419': {
    ...ES,
    secret: 'Nunca le pida al cliente su contraseña, NIP, número completo de tarjeta ni código de seguridad.',
    facts: { ...ES.facts, amount: 'el monto', email: 'el correo electrónico' },
    masks: { ...ES.masks, amount: '[monto]' },
  },
  'es-ES': ES,
  'pt-BR': {
    missingPoint: 'Você ainda não abordou isto: {point}',
    missingHidden: 'Ainda falta parte do que o cliente precisa ouvir.',
    wrongFact: 'A informação que você deu ({given}) não é a correta: confira {fact}.',
    secret: 'Nunca peça ao cliente a senha, o PIN, o número completo do cartão ou o código de segurança.',
    mustNot: 'Esta etapa nunca deve incluir: {what}',
    contradiction: 'Sua resposta diz o contrário do que o cliente precisa ouvir.',
    offTopic: 'Sua resposta não trata do que o cliente acabou de dizer.',
    modelAnswer: 'Resposta modelo: {answer}',
    facts: {
      amount: 'o valor',
      percent: 'a porcentagem',
      date: 'a data',
      time: 'o horário',
      duration: 'o prazo',
      email: 'o e-mail',
      number: 'o número',
      name: 'o nome',
      channel: 'o canal de envio',
    },
    masks: {
      amount: '[valor]',
      percent: '[porcentagem]',
      date: '[data]',
      time: '[horário]',
      duration: '[prazo]',
      email: '[e-mail]',
      number: '[número]',
      name: '[nome]',
      channel: '[canal de envio]',
    },
  },
  'nb-NO': {
    missingPoint: 'Dette har du ikke tatt med ennå: {point}',
    missingHidden: 'Noe av det kunden trenger å høre, mangler fortsatt.',
    wrongFact: 'Opplysningen du ga ({given}), stemmer ikke: sjekk {fact}.',
    secret: 'Be aldri kunden om passord, PIN-kode, hele kortnummeret eller sikkerhetskoden.',
    mustNot: 'Dette steget må aldri inneholde: {what}',
    contradiction: 'Svaret ditt sier det motsatte av det kunden trenger å høre.',
    offTopic: 'Svaret ditt handler ikke om det kunden nettopp sa.',
    modelAnswer: 'Eksempelsvar: {answer}',
    facts: {
      amount: 'beløpet',
      percent: 'prosentsatsen',
      date: 'datoen',
      time: 'klokkeslettet',
      duration: 'tidsrammen',
      email: 'e-postadressen',
      number: 'nummeret',
      name: 'navnet',
      channel: 'kanalen',
    },
    masks: {
      amount: '[beløp]',
      percent: '[prosentsats]',
      date: '[dato]',
      time: '[klokkeslett]',
      duration: '[tidsramme]',
      email: '[e-postadresse]',
      number: '[nummer]',
      name: '[navn]',
      channel: '[kanal]',
    },
  },
  'it-IT': {
    missingPoint: 'Non hai ancora trattato questo punto: {point}',
    missingHidden: 'Manca ancora una parte di ciò che il cliente deve sentirsi dire.',
    wrongFact: 'Il dato che hai indicato ({given}) non è corretto: controlla {fact}.',
    secret: 'Non chiedere mai al cliente la password, il PIN, il numero completo della carta o il codice di sicurezza.',
    mustNot: 'Questo passaggio non deve mai contenere: {what}',
    contradiction: 'La tua risposta dice il contrario di ciò che il cliente deve sentirsi dire.',
    offTopic: 'La tua risposta non riguarda ciò che il cliente ha appena detto.',
    modelAnswer: 'Risposta modello: {answer}',
    facts: {
      amount: 'l’importo',
      percent: 'la percentuale',
      date: 'la data',
      time: 'l’orario',
      duration: 'i tempi',
      email: 'l’indirizzo e-mail',
      number: 'il numero',
      name: 'il nome',
      channel: 'il canale di invio',
    },
    masks: {
      amount: '[importo]',
      percent: '[percentuale]',
      date: '[data]',
      time: '[orario]',
      duration: '[tempi]',
      email: '[indirizzo e-mail]',
      number: '[numero]',
      name: '[nome]',
      channel: '[canale di invio]',
    },
  },
  'sv-SE': {
    missingPoint: 'Det här har du inte tagit upp ännu: {point}',
    missingHidden: 'En del av det kunden behöver höra saknas fortfarande.',
    wrongFact: 'Uppgiften du gav ({given}) stämmer inte: kontrollera {fact}.',
    secret: 'Be aldrig kunden om lösenord, pinkod, hela kortnumret eller säkerhetskoden.',
    mustNot: 'Det här steget får aldrig innehålla: {what}',
    contradiction: 'Ditt svar säger motsatsen till det kunden behöver höra.',
    offTopic: 'Ditt svar handlar inte om det kunden just sa.',
    modelAnswer: 'Exempelsvar: {answer}',
    facts: {
      amount: 'beloppet',
      percent: 'procentsatsen',
      date: 'datumet',
      time: 'klockslaget',
      duration: 'tidsramen',
      email: 'e-postadressen',
      number: 'numret',
      name: 'namnet',
      channel: 'kanalen',
    },
    masks: {
      amount: '[belopp]',
      percent: '[procentsats]',
      date: '[datum]',
      time: '[klockslag]',
      duration: '[tidsram]',
      email: '[e-postadress]',
      number: '[nummer]',
      name: '[namn]',
      channel: '[kanal]',
    },
  },
  'de-DE': {
    missingPoint: 'Das haben Sie noch nicht angesprochen: {point}',
    missingHidden: 'Ein Teil dessen, was die Kundin oder der Kunde hören muss, fehlt noch.',
    wrongFact: 'Die Angabe, die Sie gemacht haben ({given}), stimmt nicht: Prüfen Sie {fact}.',
    secret: 'Fragen Sie nie nach Passwort, PIN, vollständiger Kartennummer oder Sicherheitscode.',
    mustNot: 'Dieser Schritt darf nie Folgendes enthalten: {what}',
    contradiction: 'Ihre Antwort sagt das Gegenteil dessen, was die Kundin oder der Kunde hören muss.',
    offTopic: 'Ihre Antwort geht nicht auf das ein, was die Kundin oder der Kunde gerade gesagt hat.',
    modelAnswer: 'Musterantwort: {answer}',
    facts: {
      amount: 'den Betrag',
      percent: 'den Prozentsatz',
      date: 'das Datum',
      time: 'die Uhrzeit',
      duration: 'die Frist',
      email: 'die E-Mail-Adresse',
      number: 'die Nummer',
      name: 'den Namen',
      channel: 'den Versandweg',
    },
    masks: {
      amount: '[Betrag]',
      percent: '[Prozentsatz]',
      date: '[Datum]',
      time: '[Uhrzeit]',
      duration: '[Frist]',
      email: '[E-Mail-Adresse]',
      number: '[Nummer]',
      name: '[Name]',
      channel: '[Versandweg]',
    },
  },
};

/** The hint texts of a roleplay language: the exact locale, else one of the same language, else English. */
export function hintTexts(language: string): HintTexts {
  const exact = HINTS[language];
  if (exact) return exact;
  const base = String(language ?? '')
    .slice(0, 2)
    .toLowerCase();
  const sameLanguage = Object.keys(HINTS).find((k) => k.slice(0, 2) === base || (base === 'no' && k === 'nb-NO'));
  return sameLanguage ? HINTS[sameLanguage]! : EN;
}
