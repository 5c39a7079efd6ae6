import type { LibraryVariant } from '../types.js';

export const svSE: LibraryVariant = {
  name: 'Fakturatvist: oväntad roamingavgift',
  description:
    'En trogen kund hittar en roamingavgift på 899 kr på fakturan trots att hon köpte ett resepass. Kontrollera hennes identitet, ta reda på vad som hände och lös avgiften på ett rättvist sätt.',
  customerName: 'Karin Bergström',
  customerAge: 42,
  customerAddress: 'Vasagatan 15, 411 24 Göteborg',
  customerSince: 'juni 2017',
  customerIssueDescription: 'Debiterad 899 kr för roaming i Kanada (3–9 mars) trots att hon hade lagt till ett resepass.',
  customerSpeakingStyle: 'Artig men bestämd; har gått igenom fakturan rad för rad och väntar sig en tydlig förklaring.',
  customerFacts: [
    { label: 'Kundnummer', value: '5521 0043 87' },
    { label: 'Resepass', value: 'Resepass Dag USA och Kanada, aktiverat 4 mars kl. 08.12' },
    { label: 'Ifrågasatt avgift', value: '899 kr ordinarie roaming, 3 mars' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: [
        'Hej, jag tittar på min senaste faktura och där finns en roamingavgift som jag verkligen inte tycker att jag ska betala.',
      ],
      recommendedAnswers: ['Tack för att du hör av dig. Jag beklagar den oväntade avgiften – jag tittar gärna på det åt dig.'],
      keyPoints: ['beklaga den oväntade avgiften', 'erbjuda sig att titta på avgiften'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Okej. Innan vi fortsätter, sparas det här samtalet någonstans?'],
      recommendedAnswers: ['Ja, det här samtalet sparas i kvalitets- och utbildningssyfte.'],
      keyPoints: ['bekräfta att samtalet sparas', 'säga att det är i kvalitets- och utbildningssyfte'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Bra. Mitt kundnummer är 5521 0043 87.'],
      recommendedAnswers: [
        'Tack. För att kontrollera din identitet, kan du bekräfta ditt fullständiga namn och fakturaadressen på kontot?',
      ],
      keyPoints: ['be om fullständigt namn på kontot', 'be om fakturaadressen'],
      mustNot: ['be om kontots lösenord eller pinkod', 'be om hela kortnumret'],
    },
    {
      id: 'travel-details',
      kind: 'probing',
      customerLines: ['Karin Bergström, Vasagatan 15 i Göteborg. Avgiften är 899 kr för roaming.'],
      recommendedAnswers: ['Tack, Karin. Kan du berätta vilka datum du reste och om du lade till ett resepass innan du åkte?'],
      keyPoints: ['fråga vilka datum hon reste', 'fråga om hon lade till ett resepass innan hon åkte'],
    },
    {
      id: 'which-pass',
      kind: 'select-one',
      customerLines: ['Jag var i Toronto 3–9 mars, och jag lade definitivt till ett pass. Vilket ser du på mitt konto?'],
      recommendedAnswers: ['Resepass Dag USA och Kanada'],
      chips: ['Resepass Dag USA och Kanada', 'Resepass Europa', 'Inget resepass på kontot'],
    },
    {
      id: 'explain-and-credit',
      kind: 'resolution',
      customerLines: ['Varför fick jag då betala fullt roamingpris?'],
      recommendedAnswers: [
        'Passet aktiverades den 4 mars, dagen efter att du kom fram, så den 3 mars debiterades till ordinarie roamingpris. Som en engångsgest krediterar jag 899 kr till ditt konto.',
      ],
      keyPoints: [
        'förklara att passet aktiverades den 4 mars',
        'förklara att den 3 mars debiterades till ordinarie roamingpris',
        'kreditera 899 kr till kontot',
      ],
      mustNot: ['lova att kreditera all framtida roaming', 'skylla på kunden för att hon inte läst villkoren'],
      chips: ['Förklara aktiveringsdatumet och kreditera avgiften', 'Förklara bara aktiveringsdatumet'],
    },
    {
      id: 'credit-timing',
      kind: 'regular',
      customerLines: ['Det låter rimligt, tack. När ser jag krediteringen?'],
      recommendedAnswers: ['Krediteringen syns på din nästa faktura, och du får en bekräftelse via mejl inom 24 timmar.'],
      keyPoints: ['säga att krediteringen syns på nästa faktura', 'säga att en bekräftelse kommer via mejl inom 24 timmar'],
      mustNot: ['lova pengarna tillbaka på kortet i dag'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Toppen, tack för att du löste det så snabbt.'],
      recommendedAnswers: [
        'Ingen orsak, Karin. Är det något mer jag kan hjälpa dig med i dag? Tack för att du hörde av dig och ha en fin dag.',
      ],
      keyPoints: ['fråga om det är något mer du kan hjälpa till med'],
    },
  ],
};
