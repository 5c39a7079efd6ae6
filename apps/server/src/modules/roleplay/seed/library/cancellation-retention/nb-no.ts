import type { LibraryVariant } from '../types.js';

export const nbNO: LibraryVariant = {
  name: 'Oppsigelse og kundebevaring: bredbånd',
  description:
    'En kunde ringer for å si opp bredbåndet fordi en konkurrent tilbyr en billigere avtale. Finn den egentlige grunnen, legg fram et rettferdig lojalitetstilbud og bekreft de nye vilkårene tydelig.',
  customerName: 'Kari Nilsen',
  customerAge: 51,
  customerAddress: 'Kongens gate 20, 7011 Trondheim',
  customerSince: 'mars 2015',
  customerIssueDescription: 'Vil si opp Fiber 500 (749 kr i måneden); en konkurrent tilbyr 500 Mbit/s for 499 kr i måneden i 12 måneder.',
  customerSpeakingStyle: 'Rolig og bestemt; har gjort research og lar seg ikke presse, men er åpen for et godt tilbud.',
  customerFacts: [
    { label: 'Nåværende abonnement', value: 'Fiber 500, 749 kr i måneden, uten bindingstid' },
    { label: 'Konkurrentens tilbud', value: '500 Mbit/s for 499 kr i måneden i 12 måneder' },
    { label: 'Lojalitetstilbud', value: 'Fiber 500 for 549 kr i måneden i 12 måneder, gratis ny ruter' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hei, jeg ringer fordi jeg vil si opp bredbåndet mitt.'],
      recommendedAnswers: ['Takk for at du ringer. Leit å høre at du vurderer å forlate oss – jeg skal ta meg av henvendelsen din.'],
      keyPoints: ['anerkjenne at hun vil si opp og tilby å ta seg av henvendelsen'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Ok.'],
      recommendedAnswers: ['Før vi går videre: denne samtalen blir tatt opp for kvalitetssikring og opplæring.'],
      keyPoints: ['si at samtalen tas opp for kvalitetssikring og opplæring'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Det går fint. Abonnementet står på Kari Nilsen.'],
      recommendedAnswers: ['Takk, Kari. For å bekrefte kontoen, kan du oppgi installasjonsadressen og fødselsdatoen din?'],
      keyPoints: ['be om installasjonsadressen', 'be om fødselsdatoen'],
      mustNot: ['be om passordet eller PIN-koden til kontoen'],
    },
    {
      id: 'reason',
      kind: 'probing',
      customerLines: ['Kongens gate 20 i Trondheim, og 2. mars 1974.'],
      recommendedAnswers: [
        'Takk, kontoen din er bekreftet. Kan jeg spørre hva som gjør at du vurderer å si opp? Er det prisen, hastigheten eller servicen?',
      ],
      keyPoints: ['bekrefte at kontoen er verifisert', 'spørre hvorfor kunden vil si opp'],
    },
    {
      id: 'offer',
      kind: 'resolution',
      customerLines: [
        'Det er prisen. Jeg har vært kunde hos dere i over ti år, og en annen leverandør tilbyr samme hastighet for 499 kr. Jeg betaler 749 kr.',
      ],
      recommendedAnswers: [
        'Det forstår jeg godt, og takk for at du har vært en trofast kunde. Jeg kan tilby deg Fiber 500 for 549 kr i måneden i 12 måneder, med gratis ny ruter, så du beholder samme tjeneste uten ny installasjon.',
      ],
      keyPoints: ['takke kunden for lojaliteten', 'tilby Fiber 500 for 549 kr i måneden i 12 måneder', 'inkludere gratis ny ruter'],
      mustNot: ['si til kunden at hun ikke kan si opp', 'tilby rabatten for alltid', 'kreve ny bindingstid'],
    },
    {
      id: 'decision',
      kind: 'select-one',
      customerLines: ['Det er nærmere. Hva skjer etter de 12 månedene, og må jeg binde meg?'],
      recommendedAnswers: ['Ingen bindingstid; prisen går tilbake til ordinær pris etter 12 måneder'],
      chips: [
        'Ingen bindingstid; prisen går tilbake til ordinær pris etter 12 måneder',
        '24 måneders bindingstid med bruddgebyr',
        'Rabatten gjelder for alltid',
      ],
    },
    {
      id: 'confirm-terms',
      kind: 'compliance',
      customerLines: ['Ok, da blir jeg for 549 kr.'],
      recommendedAnswers: [
        'Så bra. For å bekrefte: Fiber 500 for 549 kr i måneden i 12 måneder fra neste faktura, deretter ordinær pris, ingen bindingstid, og den nye ruteren sendes innen 3 virkedager. Godtar du disse vilkårene?',
      ],
      keyPoints: [
        'bekrefte Fiber 500 for 549 kr i måneden i 12 måneder fra neste faktura',
        'si at ordinær pris gjelder etter 12 måneder',
        'si at det ikke er bindingstid',
        'si at den nye ruteren sendes innen 3 virkedager',
        'spørre om kunden godtar vilkårene',
      ],
      mustNot: ['nevne et bruddgebyr', 'si at rabatten gjelder for alltid'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Ja, jeg godtar. Takk.'],
      recommendedAnswers: [
        'Takk, Kari. Du får en e-post som bekrefter den nye prisen. Er det noe annet jeg kan hjelpe deg med? Takk for at du blir hos oss, og ha en fin dag.',
      ],
      keyPoints: ['si at en e-post bekrefter den nye prisen', 'spørre om det er noe annet du kan hjelpe med'],
    },
  ],
};
