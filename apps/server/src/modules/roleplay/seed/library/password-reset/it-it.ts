import type { LibraryVariant } from '../types.js';

export const itIT: LibraryVariant = {
  name: 'Reimpostazione della password con verifica dell’identità',
  description:
    'Un cliente non riesce più ad accedere all’area personale dopo diversi tentativi. Verifichi la sua identità (data di nascita, CAP e codice monouso) e invii un link sicuro: non chieda mai la password.',
  customerName: 'Luca Bianchi',
  customerAge: 35,
  customerAddress: 'Via Torino 45, 20123 Milano',
  customerSince: 'gennaio 2020',
  customerIssueDescription: 'Account online bloccato dopo cinque tentativi di accesso falliti; deve scaricare una fattura oggi.',
  customerSpeakingStyle: 'Di fretta e un po’ impaziente; offre la sua vecchia password per fare prima.',
  customerFacts: [
    { label: 'Data di nascita', value: '14 settembre 1989' },
    { label: 'CAP', value: '20123' },
    { label: 'Cellulare registrato', value: 'che termina con 4417' },
    { label: 'Codice monouso', value: '582 931' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Buongiorno. Non riesco ad accedere al mio account online, dice che è bloccato.'],
      recommendedAnswers: [
        'Grazie per averci contattato. Mi dispiace che il suo account sia bloccato: la aiuto io a riottenere l’accesso.',
      ],
      keyPoints: ['offrire aiuto per riottenere l’accesso all’account'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Va bene, di cosa ha bisogno?'],
      recommendedAnswers: [
        'Prima di iniziare, la informo che questa chat viene registrata per motivi di qualità e sicurezza e che non le chiederò mai la sua password.',
      ],
      keyPoints: ['informare che la chat è registrata per qualità e sicurezza', 'dire che non chiederà mai la password'],
      mustNot: ['chiedere la password al cliente'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Ho provato più volte stamattina e adesso dice che l’account è bloccato.'],
      recommendedAnswers: ['Capisco. Ha ancora accesso al numero di cellulare e all’indirizzo e-mail registrati sull’account?'],
      keyPoints: [
        'chiedere se ha ancora accesso al cellulare registrato sull’account',
        'chiedere se ha ancora accesso all’indirizzo e-mail dell’account',
      ],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Sì, stesso numero. Senta, la mia vecchia password era Estate2019, non può usare quella?'],
      recommendedAnswers: [
        'La prego di non comunicare la sua password a nessuno, nemmeno a me. Per verificare la sua identità, può confermarmi la data di nascita e il CAP?',
      ],
      keyPoints: ['invitare il cliente a non comunicare la password a nessuno', 'chiedere la data di nascita', 'chiedere il CAP'],
      mustNot: ['chiedere la password al cliente', 'usare la vecchia password offerta dal cliente'],
    },
    {
      id: 'one-time-code',
      kind: 'compliance',
      customerLines: ['Mi scusi. È il 14 settembre 1989 e il CAP è 20123.'],
      recommendedAnswers: ['Grazie. Le ho appena inviato un codice monouso via SMS al cellulare che termina con 4417. Me lo può leggere?'],
      keyPoints: ['inviare un codice monouso via SMS al cellulare che termina con 4417', 'chiedere al cliente di leggere il codice'],
      mustNot: ['chiedere la password al cliente'],
    },
    {
      id: 'code-check',
      kind: 'select-one',
      customerLines: ['Ricevuto, il codice è 582 931.'],
      recommendedAnswers: ['Il codice corrisponde: sbloccare l’account'],
      chips: [
        'Il codice corrisponde: sbloccare l’account',
        'Il codice non corrisponde: inviare un nuovo codice',
        'Saltare il codice e reimpostare la password',
      ],
    },
    {
      id: 'reset-link',
      kind: 'resolution',
      customerLines: ['Quindi adesso posso entrare?'],
      recommendedAnswers: [
        'Il suo account è sbloccato. Le ho inviato via e-mail un link sicuro, valido 30 minuti, per scegliere una nuova password.',
      ],
      keyPoints: ['confermare che l’account è sbloccato', 'inviare un link sicuro via e-mail', 'dire che il link è valido 30 minuti'],
      mustNot: ['comunicare al cliente una password provvisoria'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Ho ricevuto l’e-mail. Grazie dell’aiuto.'],
      recommendedAnswers: ['Prego, signor Bianchi. Posso aiutarla in qualcos’altro? Grazie per averci contattato e buona giornata.'],
      keyPoints: ['chiedere se può aiutarlo in qualcos’altro'],
    },
  ],
};
