import type { LibraryVariant } from '../types.js';

export const nbNO: LibraryVariant = {
  name: 'Tilbakestilling av passord med ID-kontroll',
  description:
    'En kunde er utestengt fra nettkontoen etter flere mislykkede forsøk. Bekreft identiteten (fødselsdato, postnummer og engangskode) og send en sikker lenke – spør aldri etter passordet.',
  customerName: 'Eirik Hansen',
  customerAge: 35,
  customerAddress: 'Thereses gate 14, 0452 Oslo',
  customerSince: 'januar 2020',
  customerIssueDescription: 'Nettkontoen er sperret etter fem mislykkede innloggingsforsøk; han må laste ned en faktura i dag.',
  customerSpeakingStyle: 'Har det travelt og er litt utålmodig; tilbyr det gamle passordet sitt for å få det unna raskere.',
  customerFacts: [
    { label: 'Fødselsdato', value: '14. september 1989' },
    { label: 'Postnummer', value: '0452' },
    { label: 'Registrert mobilnummer', value: 'slutter på 4417' },
    { label: 'Engangskode', value: '582 931' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hei. Jeg kommer meg ikke inn på nettkontoen min, det står at den er sperret.'],
      recommendedAnswers: ['Takk for at du tar kontakt. Så leit at du er utestengt – jeg skal hjelpe deg inn på kontoen igjen.'],
      keyPoints: ['tilby å hjelpe ham inn på kontoen igjen'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Ok, hva trenger du?'],
      recommendedAnswers: [
        'Før vi begynner: denne chatten blir lagret av hensyn til kvalitet og sikkerhet, og jeg kommer aldri til å spørre deg om passordet ditt.',
      ],
      keyPoints: ['si at chatten lagres av hensyn til kvalitet og sikkerhet', 'si at du aldri vil spørre om passordet'],
      mustNot: ['be kunden om passordet'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Jeg prøvde noen ganger i morges, og nå står det bare at kontoen er sperret.'],
      recommendedAnswers: ['Skjønner. Har du fortsatt tilgang til mobilnummeret og e-postadressen som er registrert på kontoen?'],
      keyPoints: [
        'spørre om han fortsatt har tilgang til mobilnummeret på kontoen',
        'spørre om han fortsatt har tilgang til e-postadressen på kontoen',
      ],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Ja, samme nummer. Hør her, det gamle passordet mitt var Sommer2019, kan du ikke bare bruke det?'],
      recommendedAnswers: [
        'Ikke del passordet ditt med noen, heller ikke med meg. For å bekrefte identiteten din, kan du oppgi fødselsdatoen og postnummeret ditt?',
      ],
      keyPoints: ['be kunden ikke dele passordet med noen', 'be om fødselsdatoen', 'be om postnummeret'],
      mustNot: ['be kunden om passordet', 'bruke det gamle passordet kunden tilbyr'],
    },
    {
      id: 'one-time-code',
      kind: 'compliance',
      customerLines: ['Beklager. Det er 14. september 1989, og postnummeret er 0452.'],
      recommendedAnswers: [
        'Takk. Jeg har nå sendt en engangskode på SMS til mobilnummeret som slutter på 4417. Kan du lese den opp for meg?',
      ],
      keyPoints: ['sende en engangskode på SMS til nummeret som slutter på 4417', 'be kunden lese opp koden'],
      mustNot: ['be kunden om passordet'],
    },
    {
      id: 'code-check',
      kind: 'select-one',
      customerLines: ['Fikk den, koden er 582 931.'],
      recommendedAnswers: ['Koden stemmer: lås opp kontoen'],
      chips: ['Koden stemmer: lås opp kontoen', 'Koden stemmer ikke: send en ny kode', 'Hopp over koden og tilbakestill passordet'],
    },
    {
      id: 'reset-link',
      kind: 'resolution',
      customerLines: ['Så jeg kommer inn igjen nå?'],
      recommendedAnswers: [
        'Kontoen din er låst opp. Jeg har sendt en sikker lenke til e-postadressen din; den gjelder i 30 minutter, og der velger du et nytt passord.',
      ],
      keyPoints: ['bekrefte at kontoen er låst opp', 'sende en sikker lenke til e-postadressen', 'si at lenken gjelder i 30 minutter'],
      mustNot: ['gi kunden et midlertidig passord'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Fikk e-posten. Takk for hjelpen.'],
      recommendedAnswers: ['Bare hyggelig, Eirik. Er det noe annet jeg kan hjelpe deg med? Takk for at du tok kontakt, og ha en fin dag.'],
      keyPoints: ['spørre om det er noe annet du kan hjelpe med'],
    },
  ],
};
