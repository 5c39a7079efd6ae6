import type { LibraryVariant } from '../types.js';

export const deDE: LibraryVariant = {
  name: 'Rechnungsreklamation: unerwartete Roaming-Gebühr',
  description:
    'Eine langjährige Kundin findet auf ihrer Rechnung eine Roaming-Gebühr von 89,99 €, obwohl sie einen Reisepass gebucht hat. Prüfen Sie ihre Identität, klären Sie, was passiert ist, und lösen Sie die Gebühr fair.',
  customerName: 'Sabine Krüger',
  customerAge: 42,
  customerAddress: 'Königstraße 27, 70173 Stuttgart',
  customerSince: 'Juni 2017',
  customerIssueDescription: 'Mit 89,99 € für Roaming in Kanada (3.–9. März) belastet, obwohl sie einen Reisepass gebucht hatte.',
  customerSpeakingStyle: 'Höflich, aber bestimmt; hat ihre Rechnung Zeile für Zeile geprüft und erwartet eine klare Erklärung.',
  customerFacts: [
    { label: 'Kundennummer', value: '5521 0043 87' },
    { label: 'Reisepass', value: 'Tagespass USA & Kanada, aktiviert am 4. März um 08:12 Uhr' },
    { label: 'Beanstandete Gebühr', value: '89,99 € Standard-Roaming, 3. März' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: [
        'Hallo, ich schaue gerade auf meine letzte Rechnung, und da ist eine Roaming-Gebühr, die ich wirklich nicht zahlen sollte.',
      ],
      recommendedAnswers: [
        'Vielen Dank für Ihre Nachricht. Es tut mir leid wegen der unerwarteten Gebühr – ich sehe mir das gern für Sie an.',
      ],
      keyPoints: ['sich für die unerwartete Gebühr entschuldigen', 'anbieten, die Gebühr zu prüfen'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Okay. Bevor wir weitermachen: Wird dieses Gespräch irgendwo gespeichert?'],
      recommendedAnswers: ['Ja, dieses Gespräch wird zu Qualitäts- und Schulungszwecken aufgezeichnet.'],
      keyPoints: ['bestätigen, dass das Gespräch aufgezeichnet wird', 'sagen, dass es zu Qualitäts- und Schulungszwecken geschieht'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Gut. Meine Kundennummer ist 5521 0043 87.'],
      recommendedAnswers: [
        'Danke. Um Ihre Identität zu prüfen: Können Sie mir bitte den vollständigen Namen und die Rechnungsadresse des Kontos nennen?',
      ],
      keyPoints: ['nach dem vollständigen Namen des Kontoinhabers fragen', 'nach der Rechnungsadresse fragen'],
      mustNot: ['nach dem Passwort oder der PIN des Kontos fragen', 'nach der vollständigen Kartennummer fragen'],
    },
    {
      id: 'travel-details',
      kind: 'probing',
      customerLines: ['Sabine Krüger, Königstraße 27 in Stuttgart. Die Gebühr beträgt 89,99 € für Roaming.'],
      recommendedAnswers: [
        'Danke, Frau Krüger. Können Sie mir sagen, wann Sie verreist waren und ob Sie vor der Abreise einen Reisepass gebucht haben?',
      ],
      keyPoints: ['fragen, wann sie verreist war', 'fragen, ob sie vor der Abreise einen Reisepass gebucht hat'],
    },
    {
      id: 'which-pass',
      kind: 'select-one',
      customerLines: [
        'Ich war vom 3. bis 9. März in Toronto, und ich habe ganz sicher einen Pass gebucht. Welchen sehen Sie auf meinem Konto?',
      ],
      recommendedAnswers: ['Tagespass USA & Kanada'],
      chips: ['Tagespass USA & Kanada', 'Reisepass Europa', 'Kein Reisepass auf dem Konto'],
    },
    {
      id: 'explain-and-credit',
      kind: 'resolution',
      customerLines: ['Warum wurde mir dann der volle Roaming-Tarif berechnet?'],
      recommendedAnswers: [
        'Der Pass wurde am 4. März aktiviert, einen Tag nach Ihrer Ankunft, deshalb wurde der 3. März zum Standard-Roaming-Tarif abgerechnet. Aus Kulanz schreibe ich Ihnen die 89,99 € einmalig auf Ihrem Konto gut.',
      ],
      keyPoints: [
        'erklären, dass der Pass am 4. März aktiviert wurde',
        'erklären, dass der 3. März zum Standard-Roaming-Tarif abgerechnet wurde',
        'die 89,99 € auf dem Konto gutschreiben',
      ],
      mustNot: [
        'versprechen, alle künftigen Roaming-Gebühren zu erstatten',
        'der Kundin vorwerfen, die Bedingungen nicht gelesen zu haben',
      ],
      chips: ['Aktivierungsdatum erklären und Gebühr gutschreiben', 'Nur das Aktivierungsdatum erklären'],
    },
    {
      id: 'credit-timing',
      kind: 'regular',
      customerLines: ['Das ist fair, danke. Wann sehe ich die Gutschrift?'],
      recommendedAnswers: [
        'Die Gutschrift erscheint auf Ihrer nächsten Rechnung, und Sie erhalten innerhalb von 24 Stunden eine Bestätigung per E-Mail.',
      ],
      keyPoints: [
        'sagen, dass die Gutschrift auf der nächsten Rechnung erscheint',
        'sagen, dass innerhalb von 24 Stunden eine Bestätigung per E-Mail kommt',
      ],
      mustNot: ['eine Erstattung auf die Karte noch heute versprechen'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Super, danke, dass Sie das so schnell geklärt haben.'],
      recommendedAnswers: [
        'Gern geschehen, Frau Krüger. Kann ich Ihnen heute sonst noch weiterhelfen? Vielen Dank für Ihre Nachricht und einen schönen Tag noch.',
      ],
      keyPoints: ['fragen, ob Sie ihr sonst noch weiterhelfen können'],
    },
  ],
};
