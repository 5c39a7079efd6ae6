import type { LibraryVariant } from '../types.js';

export const svSE: LibraryVariant = {
  name: 'Uppsägning och kundvård: bredband',
  description:
    'En kund ringer för att säga upp sitt bredband eftersom en konkurrent erbjuder ett billigare pris. Ta reda på den verkliga anledningen, lägg fram ett rimligt lojalitetserbjudande och bekräfta de nya villkoren tydligt.',
  customerName: 'Eva Johansson',
  customerAge: 51,
  customerAddress: 'Södra Förstadsgatan 40, 211 43 Malmö',
  customerSince: 'mars 2015',
  customerIssueDescription:
    'Vill säga upp Fiber 500 (549 kr i månaden); en konkurrent erbjuder 500 Mbit/s för 349 kr i månaden i 12 månader.',
  customerSpeakingStyle: 'Lugn och bestämd; har gjort sin research och låter sig inte pressas, men är öppen för ett bra erbjudande.',
  customerFacts: [
    { label: 'Nuvarande abonnemang', value: 'Fiber 500, 549 kr i månaden, ingen bindningstid' },
    { label: 'Konkurrentens erbjudande', value: '500 Mbit/s för 349 kr i månaden i 12 månader' },
    { label: 'Lojalitetserbjudande', value: 'Fiber 500 för 399 kr i månaden i 12 månader, ny router utan kostnad' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hej, jag ringer för att jag vill säga upp mitt bredband.'],
      recommendedAnswers: ['Tack för att du ringer. Tråkigt att höra att du funderar på att lämna oss – jag tar hand om ditt ärende.'],
      keyPoints: ['bekräfta att hon vill säga upp och erbjuda sig att ta hand om ärendet'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Okej.'],
      recommendedAnswers: ['Innan vi fortsätter vill jag säga att samtalet spelas in i kvalitets- och utbildningssyfte.'],
      keyPoints: ['säga att samtalet spelas in i kvalitets- och utbildningssyfte'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Det går bra. Abonnemanget står på Eva Johansson.'],
      recommendedAnswers: ['Tack, Eva. För att bekräfta kontot, kan du uppge installationsadressen och ditt födelsedatum?'],
      keyPoints: ['be om installationsadressen', 'be om födelsedatumet'],
      mustNot: ['be om kontots lösenord eller pinkod'],
    },
    {
      id: 'reason',
      kind: 'probing',
      customerLines: ['Södra Förstadsgatan 40 i Malmö, och 2 mars 1974.'],
      recommendedAnswers: [
        'Tack, ditt konto är bekräftat. Får jag fråga vad som gör att du funderar på att säga upp? Är det priset, hastigheten eller servicen?',
      ],
      keyPoints: ['bekräfta att kontot är verifierat', 'fråga varför kunden vill säga upp'],
    },
    {
      id: 'offer',
      kind: 'resolution',
      customerLines: [
        'Det är priset. Jag har varit kund hos er i över tio år och en annan leverantör erbjuder samma hastighet för 349 kr. Jag betalar 549 kr.',
      ],
      recommendedAnswers: [
        'Jag förstår, och tack för att du varit en trogen kund. Jag kan erbjuda dig Fiber 500 för 399 kr i månaden i 12 månader, med en ny router utan kostnad, så du behåller samma tjänst utan ny installation.',
      ],
      keyPoints: [
        'tacka kunden för hennes lojalitet',
        'erbjuda Fiber 500 för 399 kr i månaden i 12 månader',
        'inkludera en ny router utan kostnad',
      ],
      mustNot: ['säga till kunden att hon inte kan säga upp', 'erbjuda rabatten för alltid', 'kräva en ny bindningstid'],
    },
    {
      id: 'decision',
      kind: 'select-one',
      customerLines: ['Det är närmare. Vad händer efter de 12 månaderna, och måste jag binda mig?'],
      recommendedAnswers: ['Ingen bindningstid; priset går tillbaka till ordinarie pris efter 12 månader'],
      chips: [
        'Ingen bindningstid; priset går tillbaka till ordinarie pris efter 12 månader',
        '24 månaders bindningstid med uppsägningsavgift',
        'Rabatten gäller för alltid',
      ],
    },
    {
      id: 'confirm-terms',
      kind: 'compliance',
      customerLines: ['Okej, då stannar jag för 399 kr.'],
      recommendedAnswers: [
        'Vad bra. För att bekräfta: Fiber 500 för 399 kr i månaden i 12 månader från nästa faktura, därefter ordinarie pris, ingen bindningstid, och den nya routern skickas inom 3 arbetsdagar. Godkänner du de här villkoren?',
      ],
      keyPoints: [
        'bekräfta Fiber 500 för 399 kr i månaden i 12 månader från nästa faktura',
        'säga att ordinarie pris gäller efter 12 månader',
        'säga att det inte finns någon bindningstid',
        'säga att den nya routern skickas inom 3 arbetsdagar',
        'fråga om kunden godkänner villkoren',
      ],
      mustNot: ['nämna en uppsägningsavgift', 'säga att rabatten gäller för alltid'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Ja, jag godkänner. Tack.'],
      recommendedAnswers: [
        'Tack, Eva. Du får ett mejl som bekräftar det nya priset. Är det något mer jag kan hjälpa dig med? Tack för att du stannar kvar hos oss och ha en fin dag.',
      ],
      keyPoints: ['säga att ett mejl bekräftar det nya priset', 'fråga om det är något mer du kan hjälpa till med'],
    },
  ],
};
