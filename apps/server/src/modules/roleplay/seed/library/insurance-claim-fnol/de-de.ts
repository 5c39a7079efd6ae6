import type { LibraryVariant } from '../types.js';

export const deDE: LibraryVariant = {
  name: 'Kfz-Schaden: Erstmeldung',
  description:
    'Ein Versicherungsnehmer ruft kurz nach einem Auffahrunfall an einer roten Ampel an. Klären Sie, ob alle unverletzt sind, prüfen Sie den Vertrag, nehmen Sie den Hergang auf und eröffnen Sie den Schadenfall mit klaren nächsten Schritten.',
  customerName: 'Jonas Wagner',
  customerAge: 29,
  customerAddress: 'Lindenstraße 14, 50674 Köln',
  customerSince: 'August 2021',
  customerIssueDescription:
    'Heute um 8:15 Uhr an einer roten Ampel auf der Aachener Straße von hinten angefahren; Stoßstange und Kofferraumklappe beschädigt, das Auto ist fahrbereit.',
  customerSpeakingStyle:
    'Aufgewühlt und spricht schnell; beruhigt sich, wenn die Beraterin oder der Berater ruhig und strukturiert vorgeht.',
  customerFacts: [
    { label: 'Versicherungsnummer', value: 'AUT-448210-7' },
    { label: 'Fahrzeug', value: 'VW Golf, Baujahr 2019, Kennzeichen K-XR 2291' },
    { label: 'Unfallgegnerin', value: 'Anna Schulz, bei einer anderen Gesellschaft versichert' },
    { label: 'Polizei', value: 'Aktenzeichen 24-118734' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hallo, ich hatte gerade einen Unfall und muss einen Schaden melden.'],
      recommendedAnswers: ['Vielen Dank für Ihren Anruf. Das mit dem Unfall tut mir leid – ich helfe Ihnen gern bei der Schadenmeldung.'],
      keyPoints: ['sagen, dass Ihnen der Unfall leidtut', 'Hilfe bei der Schadenmeldung anbieten'],
    },
    {
      id: 'safety',
      kind: 'probing',
      customerLines: ['Jemand ist mir an einer roten Ampel hinten draufgefahren. Ich zittere immer noch ein bisschen.'],
      recommendedAnswers: ['Zuerst das Wichtigste: Sind Sie und alle anderen Beteiligten unverletzt, und braucht jemand ärztliche Hilfe?'],
      keyPoints: ['fragen, ob alle Beteiligten unverletzt sind', 'fragen, ob jemand ärztliche Hilfe braucht'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Niemand ist verletzt, mir geht es gut. Ich stehe jetzt an einer Tankstelle.'],
      recommendedAnswers: [
        'Gut, dass alle unverletzt sind. Ich weise Sie darauf hin, dass dieses Gespräch aufgezeichnet wird und Ihre Angaben für die Bearbeitung des Schadens verwendet werden.',
      ],
      keyPoints: [
        'darauf hinweisen, dass das Gespräch aufgezeichnet wird',
        'sagen, dass seine Angaben für die Schadenbearbeitung verwendet werden',
      ],
    },
    {
      id: 'verify-policy',
      kind: 'compliance',
      customerLines: ['Klar. Was brauchen Sie von mir?'],
      recommendedAnswers: [
        'Können Sie mir bitte Ihre Versicherungsnummer nennen und Ihr Geburtsdatum bestätigen, damit ich den Vertrag prüfen kann?',
      ],
      keyPoints: ['nach der Versicherungsnummer fragen', 'nach dem Geburtsdatum fragen'],
      mustNot: ['nach dem Passwort für das Kundenportal fragen'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Die ist AUT-448210-7, und ich bin am 9. Mai 1995 geboren.'],
      recommendedAnswers: [
        'Danke, Herr Wagner, Ihr Vertrag ist bestätigt. Können Sie mir sagen, wann und wo der Unfall passiert ist und was beschädigt wurde?',
      ],
      keyPoints: [
        'bestätigen, dass der Vertrag geprüft ist',
        'fragen, wann und wo der Unfall passiert ist',
        'fragen, was beschädigt wurde',
      ],
    },
    {
      id: 'other-party',
      kind: 'probing',
      customerLines: [
        'Gegen 8:15 Uhr heute Morgen auf der Aachener Straße. Ich stand an der Ampel, und sie ist mir in die Stoßstange gefahren. Die Kofferraumklappe schließt nicht mehr richtig.',
      ],
      recommendedAnswers: ['Haben Sie mit der Unfallgegnerin die Daten ausgetauscht, und wurde die Polizei hinzugezogen?'],
      keyPoints: ['fragen, ob die Daten mit der Unfallgegnerin ausgetauscht wurden', 'fragen, ob die Polizei hinzugezogen wurde'],
      mustNot: ['dem Kunden sagen, wer schuld ist'],
    },
    {
      id: 'drivable',
      kind: 'select-one',
      customerLines: [
        'Ja, wir haben die Daten ausgetauscht, und die Polizei hat mir das Aktenzeichen 24-118734 gegeben. Das Auto fährt noch.',
      ],
      recommendedAnswers: ['Fahrbereit: Reparatur in einer Partnerwerkstatt buchen'],
      chips: [
        'Fahrbereit: Reparatur in einer Partnerwerkstatt buchen',
        'Nicht fahrbereit: Abschleppdienst schicken',
        'Gespräch ohne Schadenmeldung beenden',
      ],
    },
    {
      id: 'open-claim',
      kind: 'resolution',
      customerLines: ['Und wie geht es jetzt weiter?'],
      recommendedAnswers: [
        'Ich habe Ihren Schadenfall mit der Nummer CLM-20931 angelegt. Eine Partnerwerkstatt ruft Sie innerhalb eines Werktags an, um die Reparatur zu vereinbaren, und Ihr Vertrag umfasst einen Mietwagen, solange Ihr Auto in der Werkstatt ist.',
      ],
      keyPoints: [
        'die Schadennummer CLM-20931 nennen',
        'sagen, dass eine Partnerwerkstatt innerhalb eines Werktags anruft',
        'sagen, dass der Vertrag einen Mietwagen während der Reparatur umfasst',
      ],
      mustNot: ['eine Entschädigungssumme versprechen, bevor der Schaden begutachtet ist'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Okay, das hilft mir sehr. Danke.'],
      recommendedAnswers: [
        'Gern geschehen, Herr Wagner. Sie erhalten eine SMS mit Ihrer Schadennummer. Kann ich Ihnen sonst noch weiterhelfen? Passen Sie auf sich auf und kommen Sie gut nach Hause.',
      ],
      keyPoints: ['sagen, dass eine SMS mit der Schadennummer kommt', 'fragen, ob Sie ihm sonst noch weiterhelfen können'],
    },
  ],
};
