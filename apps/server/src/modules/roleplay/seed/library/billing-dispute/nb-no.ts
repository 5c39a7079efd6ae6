import type { LibraryVariant } from '../types.js';

export const nbNO: LibraryVariant = {
  name: 'Fakturaklage: uventet roamingbelastning',
  description:
    'En trofast kunde finner en roamingbelastning på 899 kr på fakturaen selv om hun kjøpte en reisepakke. Bekreft identiteten hennes, finn ut hva som skjedde og løs saken på en rettferdig måte.',
  customerName: 'Ingrid Solberg',
  customerAge: 42,
  customerAddress: 'Møllendalsveien 8, 5009 Bergen',
  customerSince: 'juni 2017',
  customerIssueDescription: 'Belastet 899 kr for roaming i Canada (3.–9. mars) selv om hun hadde lagt til en reisepakke.',
  customerSpeakingStyle: 'Høflig, men bestemt; har gått gjennom fakturaen linje for linje og forventer en klar forklaring.',
  customerFacts: [
    { label: 'Kundenummer', value: '5521 0043 87' },
    { label: 'Reisepakke', value: 'Reisepakke Dag USA og Canada, aktivert 4. mars kl. 08.12' },
    { label: 'Omstridt belastning', value: '899 kr ordinær roaming, 3. mars' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: [
        'Hei, jeg ser på den siste fakturaen min, og det er en roamingbelastning der som jeg virkelig ikke mener jeg skal betale.',
      ],
      recommendedAnswers: ['Takk for at du tar kontakt. Beklager den uventede belastningen – jeg ser gjerne på det for deg.'],
      keyPoints: ['beklage den uventede belastningen', 'tilby å se på belastningen'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Ok. Før vi fortsetter: blir denne samtalen lagret noe sted?'],
      recommendedAnswers: ['Ja, denne samtalen blir lagret for kvalitetssikring og opplæring.'],
      keyPoints: ['bekrefte at samtalen lagres', 'si at det er for kvalitetssikring og opplæring'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Greit. Kundenummeret mitt er 5521 0043 87.'],
      recommendedAnswers: ['Takk. For å bekrefte identiteten din, kan du oppgi fullt navn og fakturaadressen på kontoen?'],
      keyPoints: ['be om fullt navn på kontoen', 'be om fakturaadressen'],
      mustNot: ['be om passordet eller PIN-koden til kontoen', 'be om hele kortnummeret'],
    },
    {
      id: 'travel-details',
      kind: 'probing',
      customerLines: ['Ingrid Solberg, Møllendalsveien 8 i Bergen. Belastningen er på 899 kr for roaming.'],
      recommendedAnswers: ['Takk, Ingrid. Kan du fortelle meg hvilke datoer du var på reise, og om du la til en reisepakke før du dro?'],
      keyPoints: ['spørre om reisedatoene', 'spørre om hun la til en reisepakke før hun dro'],
    },
    {
      id: 'which-pass',
      kind: 'select-one',
      customerLines: ['Jeg var i Toronto fra 3. til 9. mars, og jeg la definitivt til en pakke. Hvilken ser du på kontoen min?'],
      recommendedAnswers: ['Reisepakke Dag USA og Canada'],
      chips: ['Reisepakke Dag USA og Canada', 'Reisepakke Europa', 'Ingen reisepakke på kontoen'],
    },
    {
      id: 'explain-and-credit',
      kind: 'resolution',
      customerLines: ['Hvorfor ble jeg da belastet full roamingpris?'],
      recommendedAnswers: [
        'Pakken ble aktivert 4. mars, dagen etter at du kom fram, så 3. mars ble fakturert til ordinær roamingpris. Som en engangsgest krediterer jeg 899 kr på kontoen din.',
      ],
      keyPoints: [
        'forklare at pakken ble aktivert 4. mars',
        'forklare at 3. mars ble fakturert til ordinær roamingpris',
        'kreditere 899 kr på kontoen',
      ],
      mustNot: ['love å kreditere all fremtidig roaming', 'gi kunden skylden for ikke å ha lest vilkårene'],
      chips: ['Forklar aktiveringsdatoen og krediter belastningen', 'Forklar bare aktiveringsdatoen'],
    },
    {
      id: 'credit-timing',
      kind: 'regular',
      customerLines: ['Det er rimelig, takk. Når ser jeg krediteringen?'],
      recommendedAnswers: ['Krediteringen kommer på neste faktura, og du får en bekreftelse på e-post innen 24 timer.'],
      keyPoints: ['si at krediteringen kommer på neste faktura', 'si at en bekreftelse kommer på e-post innen 24 timer'],
      mustNot: ['love pengene tilbake på kortet i dag'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Flott, takk for at du ordnet dette så raskt.'],
      recommendedAnswers: [
        'Bare hyggelig, Ingrid. Er det noe annet jeg kan hjelpe deg med i dag? Takk for at du tok kontakt, og ha en fin dag.',
      ],
      keyPoints: ['spørre om det er noe annet du kan hjelpe med'],
    },
  ],
};
