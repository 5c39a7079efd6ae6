import type { LibraryVariant } from '../types.js';

export const itIT: LibraryVariant = {
  name: 'Sinistro auto: prima denuncia',
  description:
    'Un assicurato chiama subito dopo essere stato tamponato a un semaforo rosso. Si accerti che stiano tutti bene, verifichi la polizza, raccolga i fatti e apra il sinistro indicando passi chiari.',
  customerName: 'Matteo Ricci',
  customerAge: 29,
  customerAddress: 'Via Mazzini 22, 40137 Bologna',
  customerSince: 'agosto 2021',
  customerIssueDescription:
    'Tamponato a un semaforo rosso in via Emilia Levante stamattina alle 8:15; paraurti e bagagliaio danneggiati, l’auto è marciante.',
  customerSpeakingStyle: 'Scosso e parla in fretta; si tranquillizza quando l’operatore è rassicurante e ordinato.',
  customerFacts: [
    { label: 'Numero di polizza', value: 'AUT-448210-7' },
    { label: 'Veicolo', value: 'Fiat Panda del 2019, targa GB 229 RX' },
    { label: 'Altra conducente', value: 'Francesca Conti, modulo CAI compilato' },
    { label: 'Constatazione amichevole', value: 'Modulo CAI firmato da entrambi i conducenti' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Buongiorno, ho appena avuto un incidente e devo denunciare un sinistro.'],
      recommendedAnswers: ['Grazie per la chiamata. Mi dispiace per l’incidente; sono qui per aiutarla con la denuncia del sinistro.'],
      keyPoints: ['dire che le dispiace per l’incidente', 'offrire aiuto con la denuncia del sinistro'],
    },
    {
      id: 'safety',
      kind: 'probing',
      customerLines: ['Mi hanno tamponato a un semaforo rosso. Sto ancora tremando un po’.'],
      recommendedAnswers: ['Prima di tutto: lei e le altre persone coinvolte state bene? Qualcuno ha bisogno di assistenza medica?'],
      keyPoints: ['chiedere se tutte le persone coinvolte stanno bene', 'chiedere se qualcuno ha bisogno di assistenza medica'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Nessuno si è fatto male, sto bene. Adesso sono fermo in un distributore.'],
      recommendedAnswers: [
        'Sono contento che stiate tutti bene. La informo che questa chiamata è registrata e che le sue dichiarazioni saranno usate per la valutazione del sinistro.',
      ],
      keyPoints: ['informare che la chiamata è registrata', 'dire che le sue dichiarazioni saranno usate per valutare il sinistro'],
    },
    {
      id: 'verify-policy',
      kind: 'compliance',
      customerLines: ['Certo. Di cosa ha bisogno?'],
      recommendedAnswers: ['Può darmi il numero di polizza e confermarmi la sua data di nascita, così verifico la polizza?'],
      keyPoints: ['chiedere il numero di polizza', 'chiedere la data di nascita'],
      mustNot: ['chiedere la password dell’area riservata'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['È AUT-448210-7, e sono nato il 9 maggio 1995.'],
      recommendedAnswers: [
        'Grazie, signor Ricci, la polizza è verificata. Mi può dire quando e dove è successo l’incidente e che cosa è stato danneggiato?',
      ],
      keyPoints: [
        'confermare che la polizza è verificata',
        'chiedere quando e dove è successo l’incidente',
        'chiedere che cosa è stato danneggiato',
      ],
    },
    {
      id: 'other-party',
      kind: 'probing',
      customerLines: [
        'Verso le 8:15 di stamattina, in via Emilia Levante. Ero fermo al semaforo e lei mi ha preso il paraurti. Il bagagliaio non si chiude più bene.',
      ],
      recommendedAnswers: ['Avete compilato il modulo di constatazione amichevole con l’altra conducente?'],
      keyPoints: ['chiedere se è stata compilata la constatazione amichevole con l’altra conducente'],
      mustNot: ['dire all’assicurato di chi è la colpa'],
    },
    {
      id: 'drivable',
      kind: 'select-one',
      customerLines: ['Sì, l’abbiamo compilato e firmato. L’auto funziona ancora.'],
      recommendedAnswers: ['Marciante: fissare la riparazione in una carrozzeria convenzionata'],
      chips: [
        'Marciante: fissare la riparazione in una carrozzeria convenzionata',
        'Non marciante: inviare un carro attrezzi',
        'Chiudere la chiamata senza denuncia',
      ],
    },
    {
      id: 'open-claim',
      kind: 'resolution',
      customerLines: ['E adesso cosa succede?'],
      recommendedAnswers: [
        'Ho aperto il suo sinistro con il numero CLM-20931. Una carrozzeria convenzionata la chiamerà entro un giorno lavorativo per fissare la riparazione, e la sua polizza include l’auto sostitutiva per tutta la durata dei lavori.',
      ],
      keyPoints: [
        'comunicare il numero di sinistro CLM-20931',
        'dire che una carrozzeria convenzionata chiamerà entro un giorno lavorativo',
        'dire che la polizza include l’auto sostitutiva durante la riparazione',
      ],
      mustNot: ['promettere un importo di risarcimento prima della perizia'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Va bene, mi aiuta molto. Grazie.'],
      recommendedAnswers: [
        'Prego, signor Ricci. Riceverà un SMS con il numero di sinistro. Posso aiutarla in qualcos’altro? Si riguardi e guidi con prudenza.',
      ],
      keyPoints: ['dire che riceverà un SMS con il numero di sinistro', 'chiedere se può aiutarlo in qualcos’altro'],
    },
  ],
};
