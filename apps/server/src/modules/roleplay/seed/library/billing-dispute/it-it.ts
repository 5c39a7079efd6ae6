import type { LibraryVariant } from '../types.js';

export const itIT: LibraryVariant = {
  name: 'Contestazione in fattura: addebito di roaming inatteso',
  description:
    'Una cliente storica trova in fattura un addebito di roaming di 89,99 € pur avendo acquistato un pass viaggio. Verifichi la sua identità, capisca cosa è successo e risolva l’addebito in modo corretto.',
  customerName: 'Giulia Romano',
  customerAge: 42,
  customerAddress: 'Corso Vittorio Emanuele II 112, 10121 Torino',
  customerSince: 'giugno 2017',
  customerIssueDescription: 'Addebitati 89,99 € di roaming in Canada (3–9 marzo) nonostante avesse attivato un pass viaggio.',
  customerSpeakingStyle: 'Cortese ma decisa; ha controllato la fattura riga per riga e si aspetta una spiegazione chiara.',
  customerFacts: [
    { label: 'Numero cliente', value: '5521 0043 87' },
    { label: 'Pass viaggio', value: 'Pass Giornaliero USA e Canada, attivato il 4 marzo alle 08:12' },
    { label: 'Addebito contestato', value: '89,99 € di roaming standard, 3 marzo' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Buongiorno, sto guardando l’ultima fattura e c’è un addebito di roaming che proprio non credo di dover pagare.'],
      recommendedAnswers: ['Grazie per averci contattato. Mi dispiace per questo addebito inatteso, lo verifico volentieri.'],
      keyPoints: ['scusarsi per l’addebito inatteso', 'offrirsi di verificare l’addebito'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['D’accordo. Prima di continuare, questa conversazione viene conservata da qualche parte?'],
      recommendedAnswers: ['Sì, questa conversazione viene registrata per finalità di qualità e formazione.'],
      keyPoints: ['confermare che la conversazione viene registrata', 'dire che è per finalità di qualità e formazione'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Va bene. Il mio numero cliente è 5521 0043 87.'],
      recommendedAnswers: [
        'Grazie. Per verificare la sua identità, può confermarmi il nome e cognome dell’intestatario e l’indirizzo di fatturazione?',
      ],
      keyPoints: ['chiedere nome e cognome dell’intestatario', 'chiedere l’indirizzo di fatturazione'],
      mustNot: ['chiedere la password o il PIN dell’account', 'chiedere il numero completo della carta'],
    },
    {
      id: 'travel-details',
      kind: 'probing',
      customerLines: ['Giulia Romano, corso Vittorio Emanuele II 112, Torino. L’addebito è di 89,99 € di roaming.'],
      recommendedAnswers: ['Grazie, signora Romano. Mi può dire le date del viaggio e se aveva attivato un pass viaggio prima di partire?'],
      keyPoints: ['chiedere le date del viaggio', 'chiedere se aveva attivato un pass viaggio prima di partire'],
    },
    {
      id: 'which-pass',
      kind: 'select-one',
      customerLines: ['Sono stata a Toronto dal 3 al 9 marzo e il pass l’ho attivato di sicuro. Quale vede sul mio account?'],
      recommendedAnswers: ['Pass Giornaliero USA e Canada'],
      chips: ['Pass Giornaliero USA e Canada', 'Pass Viaggio Europa', 'Nessun pass viaggio sull’account'],
    },
    {
      id: 'explain-and-credit',
      kind: 'resolution',
      customerLines: ['Allora perché mi è stata addebitata la tariffa di roaming piena?'],
      recommendedAnswers: [
        'Il pass è stato attivato il 4 marzo, il giorno dopo il suo arrivo, quindi il 3 marzo è stato addebitato alla tariffa di roaming standard. In via eccezionale le riaccredito gli 89,99 € sul conto.',
      ],
      keyPoints: [
        'spiegare che il pass è stato attivato il 4 marzo',
        'spiegare che il 3 marzo è stato addebitato alla tariffa di roaming standard',
        'riaccreditare gli 89,99 € sul conto',
      ],
      mustNot: [
        'promettere di rimborsare tutti i futuri addebiti di roaming',
        'dare la colpa alla cliente per non aver letto le condizioni',
      ],
      chips: ['Spiegare la data di attivazione e riaccreditare l’addebito', 'Spiegare solo la data di attivazione'],
    },
    {
      id: 'credit-timing',
      kind: 'regular',
      customerLines: ['Mi sembra giusto, grazie. Quando vedrò l’accredito?'],
      recommendedAnswers: ['L’accredito comparirà nella prossima fattura e riceverà un’e-mail di conferma entro 24 ore.'],
      keyPoints: ['dire che l’accredito comparirà nella prossima fattura', 'dire che arriverà un’e-mail di conferma entro 24 ore'],
      mustNot: ['promettere il rimborso sulla carta oggi stesso'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Perfetto, grazie per aver risolto così in fretta.'],
      recommendedAnswers: ['Prego, signora Romano. Posso aiutarla in qualcos’altro oggi? Grazie per averci contattato e buona giornata.'],
      keyPoints: ['chiedere se può aiutarla in qualcos’altro'],
    },
  ],
};
