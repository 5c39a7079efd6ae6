import type { LibraryVariant } from '../types.js';

export const nbNO: LibraryVariant = {
  name: 'Bilskade: første skademelding',
  description:
    'En forsikringskunde ringer rett etter å ha blitt påkjørt bakfra ved et rødt lys. Sjekk at alle er i god behold, bekreft forsikringen, få med deg hva som skjedde og opprett skadesaken med tydelige neste steg.',
  customerName: 'Henrik Larsen',
  customerAge: 29,
  customerAddress: 'Sannergata 6B, 0557 Oslo',
  customerSince: 'august 2021',
  customerIssueDescription:
    'Påkjørt bakfra ved rødt lys i Trondheimsveien kl. 08.15 i dag; støtfanger og bagasjelokk skadet, bilen er kjørbar.',
  customerSpeakingStyle: 'Rystet og snakker fort; roer seg når rådgiveren er trygg og strukturert.',
  customerFacts: [
    { label: 'Polisenummer', value: 'AUT-448210-7' },
    { label: 'Kjøretøy', value: 'Volkswagen e-Golf fra 2019, reg.nr. EL 22918' },
    { label: 'Den andre sjåføren', value: 'Mona Berg, felles skademelding fylt ut' },
    { label: 'Skademelding', value: 'Felles skademelding signert av begge sjåførene' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hei, jeg har nettopp vært i en ulykke og må melde en skade.'],
      recommendedAnswers: ['Takk for at du ringer. Så leit å høre om ulykken – jeg er her for å hjelpe deg med skademeldingen.'],
      keyPoints: ['si at det er leit å høre om ulykken', 'tilby hjelp med skademeldingen'],
    },
    {
      id: 'safety',
      kind: 'probing',
      customerLines: ['Noen kjørte inn i bilen min bakfra ved et rødt lys. Jeg skjelver fortsatt litt.'],
      recommendedAnswers: ['Aller først: er du og alle andre som var involvert uskadd, og trenger noen legehjelp?'],
      keyPoints: ['spørre om alle involverte er uskadd', 'spørre om noen trenger legehjelp'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Ingen er skadet, jeg har det bra. Jeg står parkert på en bensinstasjon nå.'],
      recommendedAnswers: [
        'Godt å høre at alle er uskadd. Jeg må opplyse om at samtalen tas opp, og at det du forteller meg brukes i behandlingen av skadesaken.',
      ],
      keyPoints: ['si at samtalen tas opp', 'si at det han forteller brukes i behandlingen av skadesaken'],
    },
    {
      id: 'verify-policy',
      kind: 'compliance',
      customerLines: ['Greit. Hva trenger du fra meg?'],
      recommendedAnswers: ['Kan du gi meg polisenummeret ditt og bekrefte fødselsdatoen din, så jeg kan bekrefte forsikringen?'],
      keyPoints: ['be om polisenummeret', 'be om fødselsdatoen'],
      mustNot: ['be om passordet til Min side'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Det er AUT-448210-7, og jeg er født 9. mai 1995.'],
      recommendedAnswers: [
        'Takk, Henrik, forsikringen din er bekreftet. Kan du fortelle meg når og hvor ulykken skjedde, og hva som ble skadet?',
      ],
      keyPoints: ['bekrefte at forsikringen er bekreftet', 'spørre når og hvor ulykken skjedde', 'spørre hva som ble skadet'],
    },
    {
      id: 'other-party',
      kind: 'probing',
      customerLines: [
        'Rundt kvart over åtte i morges i Trondheimsveien. Jeg sto stille på rødt, og hun traff støtfangeren min. Bagasjelokket lukker seg ikke ordentlig.',
      ],
      recommendedAnswers: ['Fylte dere ut en felles skademelding sammen med den andre sjåføren?'],
      keyPoints: ['spørre om de fylte ut en felles skademelding med den andre sjåføren'],
      mustNot: ['si til kunden hvem som har skylden'],
    },
    {
      id: 'drivable',
      kind: 'select-one',
      customerLines: ['Ja, vi fylte ut og signerte skademeldingen. Bilen kan fortsatt kjøres.'],
      recommendedAnswers: ['Kjørbar: bestill reparasjon hos et samarbeidsverksted'],
      chips: [
        'Kjørbar: bestill reparasjon hos et samarbeidsverksted',
        'Ikke kjørbar: send bergingsbil',
        'Avslutt samtalen uten skademelding',
      ],
    },
    {
      id: 'open-claim',
      kind: 'resolution',
      customerLines: ['Så hva skjer nå?'],
      recommendedAnswers: [
        'Jeg har opprettet skadesaken din med nummer CLM-20931. Et samarbeidsverksted ringer deg innen én virkedag for å avtale reparasjonen, og forsikringen din dekker leiebil mens bilen er på verkstedet.',
      ],
      keyPoints: [
        'oppgi skadenummeret CLM-20931',
        'si at et samarbeidsverksted ringer innen én virkedag',
        'si at forsikringen dekker leiebil under reparasjonen',
      ],
      mustNot: ['love et erstatningsbeløp før skaden er taksert'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Ok, det hjelper mye. Takk.'],
      recommendedAnswers: [
        'Bare hyggelig, Henrik. Du får en SMS med skadenummeret. Er det noe annet jeg kan hjelpe deg med? Ta vare på deg selv, og kjør forsiktig.',
      ],
      keyPoints: ['si at han får en SMS med skadenummeret', 'spørre om det er noe annet du kan hjelpe med'],
    },
  ],
};
