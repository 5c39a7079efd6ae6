/**
 * Contact-centre vocabulary folded onto one canonical word, so that paraphrases meet.
 * Keys are lemmas (English) or stems (other languages), or `lemma/POS` where the part of speech
 * decides ("issue" the noun is a problem, "issue" the verb is to process); a value may expand into
 * several words ("dob" → date, birth). Deliberately small: a wrong synonym makes off-topic replies match.
 */
type Table = Record<string, string | string[]>;

const group = (canonical: string, words: string[]): Table => Object.fromEntries(words.map((w) => [w, canonical]));

export const ENGLISH_SYNONYMS: Table = {
  ...group('help', ['assist', 'support', 'aid', 'assistance']),
  ...group('problem', ['issue', 'trouble', 'fault', 'concern', 'matter']),
  ...group('confirm', ['verify', 'validate', 'verification', 'confirmation']),
  ...group('cancel', ['terminate', 'cancellation', 'termination', 'discontinue']),
  ...group('refund', ['reimburse', 'reimbursement', 'repay', 'repayment']),
  ...group('bill', ['invoice', 'statement', 'billing']),
  ...group('charge', ['fee', 'cost', 'price']),
  ...group('delivery', ['shipment', 'parcel', 'deliver', 'ship', 'shipping']),
  ...group('sorry', ['apologize', 'apologise', 'apology', 'regret']),
  ...group('understand', ['appreciate', 'realize', 'realise']),
  ...group('frustrating', ['annoying', 'upsetting', 'inconvenient', 'stressful', 'frustrate', 'frustrated', 'frustration']),
  ...group('thank', ['thanks']),
  ...group('record', ['monitor', 'recording', 'monitoring']),
  ...group('call', ['conversation', 'ring/VERB']),
  ...group('password', ['passcode', 'pin', 'passphrase']),
  ...group('resolve', ['fix', 'solve', 'sort', 'repair', 'rectify']),
  ...group('replace', ['swap', 'exchange', 'replacement']),
  ...group('plan', ['tariff', 'subscription', 'contract', 'bundle']),
  ...group('late', ['delay', 'delayed', 'overdue']),
  ...group('arrive', ['reach', 'arrival']),
  ...group('email', ['e-mail', 'mail']),
  ...group('phone', ['mobile', 'telephone', 'cell', 'cellphone']),
  ...group('fraud', ['scam', 'fraudulent', 'unauthorised', 'unauthorized']),
  ...group('transaction', ['payment', 'purchase']),
  ...group('block', ['freeze', 'lock', 'suspend']),
  ...group('incident', ['accident', 'collision']),
  ...group('reference', ['ticket']),
  ...group('moment', ['minute', 'second', 'sec']),
  ...group('hello', ['hi', 'hey', 'welcome', 'greetings']),
  ...group('address', ['addr']),
  ...group('want', ['wish', 'like']),
  ...group('anything', ['something']),
  ...group('check', ['look', 'review', 'investigate', 'examine']),
  ...group('full', ['complete', 'entire', 'whole']),
  ...group('process', ['issue/VERB', 'arrange', 'raise']),
  ...group('vehicle', ['car', 'van']),
  ...group('registration', ['reg']),
  ...group('injure', ['injury', 'hurt']),
  ...group('difficult', ['tough', 'hard']),
  ...group('completely', ['totally', 'entirely', 'altogether']),
  ...group('typically', ['usually', 'normally', 'usual', 'typical']),
  ...group('abroad', ['overseas', 'international']),
  ...group('congratulations', ['congrats']),
  ...group('query', ['dispute', 'question', 'enquiry', 'inquiry']),
  ...group('detail', ['information', 'info', 'particulars']),
  ...group('safe', ['protect', 'protected', 'secure']),
  dob: ['date', 'birth'],
  postcode: ['postal', 'code'],
  zip: ['postal', 'code'],
};

export const FRENCH_SYNONYMS: Table = {
  ...group('aider', ['assist', 'accomp']),
  ...group('proble', ['souci', 'incide']),
  ...group('confir', ['verifi']),
  ...group('rembou', ['restit']),
  ...group('factur', ['releve']),
  ...group('desole', ['excuse', 'pardon']),
  ...group('bonjou', ['bonsoi', 'salut', 'bienve']),
};

export const SPANISH_SYNONYMS: Table = {
  ...group('ayudar', ['ayuda', 'asisti', 'apoyar']),
  ...group('proble', ['incide', 'inconv']),
  ...group('confir', ['verifi', 'valida']),
  ...group('reembo', ['devolu', 'devolv']),
  ...group('factur', ['cobro']),
  ...group('siento', ['lament', 'discul', 'perdon']),
  ...group('hola', ['buenos', 'buenas', 'bienve']),
};

export function synonymTable(language: string): Table {
  const base = language.slice(0, 2).toLowerCase();
  if (base === 'fr') return FRENCH_SYNONYMS;
  if (base === 'es') return SPANISH_SYNONYMS;
  if (base === 'en') return ENGLISH_SYNONYMS;
  return {};
}
