import type { LibraryVariant } from '../types.js';

export const itIT: LibraryVariant = {
  name: 'Disdetta e fidelizzazione: fibra',
  description:
    'Una cliente chiama per disdire la fibra di casa perché un concorrente le offre un prezzo più basso. Individui il vero motivo, presenti un’offerta fedeltà corretta e confermi chiaramente le nuove condizioni.',
  customerName: 'Patrizia Gallo',
  customerAge: 51,
  customerAddress: 'Via dei Mille 18, 80121 Napoli',
  customerSince: 'marzo 2015',
  customerIssueDescription: 'Vuole disdire Fibra 500 (34,90 € al mese); un altro operatore offre 500 Mega a 24,90 € al mese per 12 mesi.',
  customerSpeakingStyle: 'Calma e decisa; si è informata e non ama le pressioni, ma è disposta ad ascoltare una buona offerta.',
  customerFacts: [
    { label: 'Offerta attuale', value: 'Fibra 500, 34,90 € al mese, senza vincoli' },
    { label: 'Offerta concorrente', value: '500 Mega a 24,90 € al mese per 12 mesi' },
    { label: 'Offerta fedeltà disponibile', value: 'Fibra 500 a 26,90 € al mese per 12 mesi, nuovo modem incluso' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Buongiorno, chiamo perché vorrei disdire la mia connessione internet di casa.'],
      recommendedAnswers: ['Grazie per la chiamata. Mi dispiace sapere che sta pensando di lasciarci; mi occupo io della sua richiesta.'],
      keyPoints: ['prendere atto della richiesta di disdetta e offrirsi di occuparsene'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Va bene.'],
      recommendedAnswers: ['Prima di proseguire, la informo che questa chiamata è registrata per finalità di qualità e formazione.'],
      keyPoints: ['informare che la chiamata è registrata per finalità di qualità e formazione'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Nessun problema. Il contratto è intestato a Patrizia Gallo.'],
      recommendedAnswers: [
        'Grazie, signora Gallo. Per verificare il contratto, può confermarmi l’indirizzo di attivazione e la sua data di nascita?',
      ],
      keyPoints: ['chiedere l’indirizzo di attivazione', 'chiedere la data di nascita'],
      mustNot: ['chiedere la password o il PIN dell’account'],
    },
    {
      id: 'reason',
      kind: 'probing',
      customerLines: ['Via dei Mille 18 a Napoli, e il 2 marzo 1974.'],
      recommendedAnswers: [
        'Grazie, il contratto è verificato. Posso chiederle cosa la spinge a disdire? È il prezzo, la velocità o il servizio?',
      ],
      keyPoints: ['confermare che il contratto è verificato', 'chiedere perché vuole disdire'],
    },
    {
      id: 'offer',
      kind: 'resolution',
      customerLines: [
        'È il prezzo. Sono cliente da più di dieci anni e un altro operatore mi offre la stessa velocità a 24,90 €. Io pago 34,90 €.',
      ],
      recommendedAnswers: [
        'La capisco, e la ringrazio per la sua fedeltà. Posso proporle Fibra 500 a 26,90 € al mese per 12 mesi, con un nuovo modem incluso, così mantiene lo stesso servizio senza nessuna nuova installazione.',
      ],
      keyPoints: ['ringraziare la cliente per la fedeltà', 'proporre Fibra 500 a 26,90 € al mese per 12 mesi', 'includere un nuovo modem'],
      mustNot: ['dire alla cliente che non può disdire', 'offrire lo sconto per sempre', 'imporre un nuovo vincolo contrattuale'],
    },
    {
      id: 'decision',
      kind: 'select-one',
      customerLines: ['Così ci siamo quasi. Cosa succede dopo i 12 mesi, e devo firmare un vincolo?'],
      recommendedAnswers: ['Nessun vincolo; dopo 12 mesi il prezzo torna alla tariffa standard'],
      chips: [
        'Nessun vincolo; dopo 12 mesi il prezzo torna alla tariffa standard',
        'Vincolo di 24 mesi con costi di recesso',
        'Lo sconto vale per sempre',
      ],
    },
    {
      id: 'confirm-terms',
      kind: 'compliance',
      customerLines: ['D’accordo, allora resto a 26,90 €.'],
      recommendedAnswers: [
        'Perfetto. Riepilogo: Fibra 500 a 26,90 € al mese per 12 mesi dalla prossima fattura, poi la tariffa standard, nessun vincolo, e il nuovo modem viene spedito entro 3 giorni lavorativi. Accetta queste condizioni?',
      ],
      keyPoints: [
        'confermare Fibra 500 a 26,90 € al mese per 12 mesi dalla prossima fattura',
        'dire che dopo 12 mesi si applica la tariffa standard',
        'dire che non c’è nessun vincolo',
        'dire che il nuovo modem viene spedito entro 3 giorni lavorativi',
        'chiedere se accetta queste condizioni',
      ],
      mustNot: ['menzionare costi di recesso anticipato', 'dire che lo sconto vale per sempre'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Sì, accetto. Grazie.'],
      recommendedAnswers: [
        'Grazie a lei, signora Gallo. Riceverà un’e-mail di conferma del nuovo prezzo. Posso aiutarla in qualcos’altro? Grazie per aver scelto di restare con noi e buona giornata.',
      ],
      keyPoints: ['dire che riceverà un’e-mail di conferma del nuovo prezzo', 'chiedere se può aiutarla in qualcos’altro'],
    },
  ],
};
