import type { LibraryVariant } from '../types.js';

export const svSE: LibraryVariant = {
  name: 'Återställning av lösenord med id-kontroll',
  description:
    'En kund är utelåst från sitt konto på webben efter flera misslyckade försök. Kontrollera identiteten (födelsedatum, postnummer och engångskod) och skicka en säker länk – be aldrig om lösenordet.',
  customerName: 'Johan Lindqvist',
  customerAge: 35,
  customerAddress: 'Götgatan 22, 116 46 Stockholm',
  customerSince: 'januari 2020',
  customerIssueDescription: 'Kontot på webben är spärrat efter fem misslyckade inloggningsförsök; han måste ladda ner en faktura i dag.',
  customerSpeakingStyle: 'Stressad och lite otålig; erbjuder sitt gamla lösenord för att det ska gå fortare.',
  customerFacts: [
    { label: 'Födelsedatum', value: '14 september 1989' },
    { label: 'Postnummer', value: '116 46' },
    { label: 'Registrerat mobilnummer', value: 'slutar på 4417' },
    { label: 'Engångskod', value: '582 931' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hej. Jag kommer inte in på mitt konto, det står att det är spärrat.'],
      recommendedAnswers: ['Tack för att du hör av dig. Vad tråkigt att du är utelåst – jag hjälper dig att komma in på kontot igen.'],
      keyPoints: ['erbjuda hjälp att komma in på kontot igen'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Okej, vad behöver du?'],
      recommendedAnswers: [
        'Innan vi börjar vill jag nämna att chatten sparas av kvalitets- och säkerhetsskäl, och att jag aldrig kommer att be dig om ditt lösenord.',
      ],
      keyPoints: ['säga att chatten sparas av kvalitets- och säkerhetsskäl', 'säga att du aldrig kommer att be om lösenordet'],
      mustNot: ['be kunden om lösenordet'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Jag försökte några gånger i morse och nu står det bara att kontot är spärrat.'],
      recommendedAnswers: ['Jag förstår. Har du fortfarande tillgång till mobilnumret och mejladressen som är registrerade på kontot?'],
      keyPoints: [
        'fråga om han fortfarande har tillgång till mobilnumret på kontot',
        'fråga om han fortfarande har tillgång till mejladressen på kontot',
      ],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Ja, samma nummer. Alltså, mitt gamla lösenord var Sommar2019, kan du inte bara använda det?'],
      recommendedAnswers: [
        'Dela inte ditt lösenord med någon, inte heller med mig. För att kontrollera din identitet, kan du bekräfta ditt födelsedatum och ditt postnummer?',
      ],
      keyPoints: ['be kunden att inte dela lösenordet med någon', 'be om födelsedatumet', 'be om postnumret'],
      mustNot: ['be kunden om lösenordet', 'använda det gamla lösenordet som kunden erbjuder'],
    },
    {
      id: 'one-time-code',
      kind: 'compliance',
      customerLines: ['Förlåt. Det är den 14 september 1989, och postnumret är 116 46.'],
      recommendedAnswers: [
        'Tack. Jag har precis skickat en engångskod via sms till mobilnumret som slutar på 4417. Kan du läsa upp den för mig?',
      ],
      keyPoints: ['skicka en engångskod via sms till numret som slutar på 4417', 'be kunden läsa upp koden'],
      mustNot: ['be kunden om lösenordet'],
    },
    {
      id: 'code-check',
      kind: 'select-one',
      customerLines: ['Fick den, koden är 582 931.'],
      recommendedAnswers: ['Koden stämmer: lås upp kontot'],
      chips: ['Koden stämmer: lås upp kontot', 'Koden stämmer inte: skicka en ny kod', 'Hoppa över koden och återställ lösenordet'],
    },
    {
      id: 'reset-link',
      kind: 'resolution',
      customerLines: ['Så jag kommer in igen nu?'],
      recommendedAnswers: [
        'Ditt konto är upplåst. Jag har skickat en säker länk till din mejladress; den gäller i 30 minuter och där väljer du ett nytt lösenord.',
      ],
      keyPoints: ['bekräfta att kontot är upplåst', 'skicka en säker länk till mejladressen', 'säga att länken gäller i 30 minuter'],
      mustNot: ['ge kunden ett tillfälligt lösenord'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Fick mejlet. Tack för hjälpen.'],
      recommendedAnswers: ['Ingen orsak, Johan. Är det något mer jag kan hjälpa dig med? Tack för att du hörde av dig och ha en fin dag.'],
      keyPoints: ['fråga om det är något mer du kan hjälpa till med'],
    },
  ],
};
