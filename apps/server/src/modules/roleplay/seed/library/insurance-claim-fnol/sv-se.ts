import type { LibraryVariant } from '../types.js';

export const svSE: LibraryVariant = {
  name: 'Bilskada: första skadeanmälan',
  description:
    'En försäkringstagare ringer strax efter att ha blivit påkörd bakifrån vid ett rödljus. Kontrollera att alla mår bra, bekräfta försäkringen, ta reda på vad som hänt och öppna skadeärendet med tydliga nästa steg.',
  customerName: 'Oskar Nyberg',
  customerAge: 29,
  customerAddress: 'Sveavägen 98, 113 50 Stockholm',
  customerSince: 'augusti 2021',
  customerIssueDescription:
    'Påkörd bakifrån vid rödljus på Valhallavägen kl. 08.15 i dag; stötfångare och baklucka skadade, bilen går att köra.',
  customerSpeakingStyle: 'Skakad och pratar fort; lugnar sig när handläggaren är trygg och strukturerad.',
  customerFacts: [
    { label: 'Försäkringsnummer', value: 'AUT-448210-7' },
    { label: 'Fordon', value: 'Volvo V60 från 2019, reg.nr CXR 22A' },
    { label: 'Den andra föraren', value: 'Sara Lund, gemensam skadeanmälan ifylld' },
    { label: 'Skadeanmälan', value: 'Europeisk skadeanmälan underskriven av båda förarna' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hej, jag har precis varit med om en olycka och behöver anmäla en skada.'],
      recommendedAnswers: ['Tack för att du ringer. Vad tråkigt med olyckan – jag är här för att hjälpa dig med skadeanmälan.'],
      keyPoints: ['beklaga olyckan', 'erbjuda hjälp med skadeanmälan'],
    },
    {
      id: 'safety',
      kind: 'probing',
      customerLines: ['Någon körde in i bilen bakifrån vid ett rödljus. Jag skakar fortfarande lite.'],
      recommendedAnswers: ['Allra först: mår du och alla andra inblandade bra, och behöver någon sjukvård?'],
      keyPoints: ['fråga om alla inblandade mår bra', 'fråga om någon behöver sjukvård'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Ingen är skadad, jag mår bra. Jag står parkerad vid en bensinmack nu.'],
      recommendedAnswers: [
        'Skönt att alla mår bra. Jag vill informera om att samtalet spelas in och att det du berättar används när vi bedömer skadan.',
      ],
      keyPoints: ['säga att samtalet spelas in', 'säga att det han berättar används för att bedöma skadan'],
    },
    {
      id: 'verify-policy',
      kind: 'compliance',
      customerLines: ['Visst. Vad behöver du från mig?'],
      recommendedAnswers: ['Kan du ge mig ditt försäkringsnummer och bekräfta ditt födelsedatum, så att jag kan kontrollera försäkringen?'],
      keyPoints: ['be om försäkringsnumret', 'be om födelsedatumet'],
      mustNot: ['be om lösenordet till Mina sidor'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Det är AUT-448210-7, och jag är född den 9 maj 1995.'],
      recommendedAnswers: ['Tack, Oskar, din försäkring är bekräftad. Kan du berätta när och var olyckan hände och vad som skadades?'],
      keyPoints: ['bekräfta att försäkringen är kontrollerad', 'fråga när och var olyckan hände', 'fråga vad som skadades'],
    },
    {
      id: 'other-party',
      kind: 'probing',
      customerLines: [
        'Runt kvart över åtta i morse på Valhallavägen. Jag stod stilla vid rödljuset och hon körde in i min stötfångare. Bakluckan går inte att stänga ordentligt.',
      ],
      recommendedAnswers: ['Fyllde ni i en gemensam skadeanmälan tillsammans med den andra föraren?'],
      keyPoints: ['fråga om de fyllde i en gemensam skadeanmälan med den andra föraren'],
      mustNot: ['säga till kunden vem som bär skulden'],
    },
    {
      id: 'drivable',
      kind: 'select-one',
      customerLines: ['Ja, vi fyllde i och skrev under den. Bilen går fortfarande att köra.'],
      recommendedAnswers: ['Körbar: boka reparation hos en ansluten verkstad'],
      chips: ['Körbar: boka reparation hos en ansluten verkstad', 'Inte körbar: skicka en bärgare', 'Avsluta samtalet utan skadeanmälan'],
    },
    {
      id: 'open-claim',
      kind: 'resolution',
      customerLines: ['Så vad händer nu?'],
      recommendedAnswers: [
        'Jag har öppnat ditt skadeärende med nummer CLM-20931. En ansluten verkstad ringer dig inom en arbetsdag för att boka reparationen, och din försäkring ger dig hyrbil medan bilen är på verkstaden.',
      ],
      keyPoints: [
        'ge skadenumret CLM-20931',
        'säga att en ansluten verkstad ringer inom en arbetsdag',
        'säga att försäkringen ger hyrbil under reparationen',
      ],
      mustNot: ['lova ett ersättningsbelopp innan skadan är besiktigad'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Okej, det hjälper verkligen. Tack.'],
      recommendedAnswers: [
        'Ingen orsak, Oskar. Du får ett sms med skadenumret. Är det något mer jag kan hjälpa dig med? Ta hand om dig och kör försiktigt.',
      ],
      keyPoints: ['säga att han får ett sms med skadenumret', 'fråga om det är något mer du kan hjälpa till med'],
    },
  ],
};
