import type { LibraryVariant } from '../types.js';

export const deDE: LibraryVariant = {
  name: 'Kündigung und Kundenbindung: Glasfaser',
  description:
    'Eine Kundin ruft an, um ihren Internetanschluss zu kündigen, weil ein Mitbewerber günstiger ist. Finden Sie den eigentlichen Grund heraus, unterbreiten Sie ein faires Treueangebot und bestätigen Sie die neuen Konditionen klar.',
  customerName: 'Petra Schneider',
  customerAge: 51,
  customerAddress: 'Bergstraße 5, 69120 Heidelberg',
  customerSince: 'März 2015',
  customerIssueDescription:
    'Will Glasfaser 500 (49,99 € im Monat) kündigen; ein Mitbewerber bietet 500 Mbit/s für 34,99 € im Monat für 12 Monate.',
  customerSpeakingStyle: 'Ruhig und entschlossen; hat sich informiert und lässt sich nicht drängen, ist aber offen für ein gutes Angebot.',
  customerFacts: [
    { label: 'Aktueller Tarif', value: 'Glasfaser 500, 49,99 € im Monat, ohne Mindestlaufzeit' },
    { label: 'Angebot des Mitbewerbers', value: '500 Mbit/s für 34,99 € im Monat für 12 Monate' },
    { label: 'Verfügbares Treueangebot', value: 'Glasfaser 500 für 37,99 € im Monat für 12 Monate, neuer Router kostenlos' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Guten Tag, ich rufe an, weil ich meinen Internetanschluss kündigen möchte.'],
      recommendedAnswers: [
        'Vielen Dank für Ihren Anruf. Schade, dass Sie überlegen, uns zu verlassen – ich kümmere mich gern um Ihr Anliegen.',
      ],
      keyPoints: ['den Kündigungswunsch aufnehmen und anbieten, sich darum zu kümmern'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['In Ordnung.'],
      recommendedAnswers: ['Bevor wir weitermachen: Dieses Gespräch wird zu Qualitäts- und Schulungszwecken aufgezeichnet.'],
      keyPoints: ['darauf hinweisen, dass das Gespräch zu Qualitäts- und Schulungszwecken aufgezeichnet wird'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Kein Problem. Der Vertrag läuft auf Petra Schneider.'],
      recommendedAnswers: [
        'Danke, Frau Schneider. Um den Vertrag zu prüfen: Können Sie mir bitte die Anschlussadresse und Ihr Geburtsdatum nennen?',
      ],
      keyPoints: ['nach der Anschlussadresse fragen', 'nach dem Geburtsdatum fragen'],
      mustNot: ['nach dem Passwort oder der PIN des Kontos fragen'],
    },
    {
      id: 'reason',
      kind: 'probing',
      customerLines: ['Bergstraße 5 in Heidelberg, und der 2. März 1974.'],
      recommendedAnswers: [
        'Danke, Ihr Vertrag ist bestätigt. Darf ich fragen, warum Sie über eine Kündigung nachdenken? Geht es um den Preis, die Geschwindigkeit oder den Service?',
      ],
      keyPoints: ['bestätigen, dass der Vertrag geprüft ist', 'nach dem Grund für die Kündigung fragen'],
    },
    {
      id: 'offer',
      kind: 'resolution',
      customerLines: [
        'Es ist der Preis. Ich bin seit über zehn Jahren bei Ihnen, und ein anderer Anbieter bietet dieselbe Geschwindigkeit für 34,99 €. Ich zahle 49,99 €.',
      ],
      recommendedAnswers: [
        'Das verstehe ich, und vielen Dank für Ihre Treue. Ich kann Ihnen Glasfaser 500 für 37,99 € im Monat für 12 Monate anbieten, inklusive eines kostenlosen neuen Routers – Sie behalten denselben Anschluss und es ist keine neue Installation nötig.',
      ],
      keyPoints: [
        'der Kundin für ihre Treue danken',
        'Glasfaser 500 für 37,99 € im Monat für 12 Monate anbieten',
        'einen kostenlosen neuen Router einschließen',
      ],
      mustNot: [
        'der Kundin sagen, dass sie nicht kündigen kann',
        'den Rabatt auf Lebenszeit anbieten',
        'eine neue Mindestlaufzeit verlangen',
      ],
    },
    {
      id: 'decision',
      kind: 'select-one',
      customerLines: ['Das ist schon näher dran. Was passiert nach den 12 Monaten, und muss ich mich vertraglich binden?'],
      recommendedAnswers: ['Keine Mindestlaufzeit; nach 12 Monaten gilt wieder der reguläre Preis'],
      chips: [
        'Keine Mindestlaufzeit; nach 12 Monaten gilt wieder der reguläre Preis',
        '24 Monate Mindestlaufzeit mit Gebühr bei vorzeitiger Kündigung',
        'Der Rabatt gilt auf Lebenszeit',
      ],
    },
    {
      id: 'confirm-terms',
      kind: 'compliance',
      customerLines: ['Gut, dann bleibe ich für 37,99 €.'],
      recommendedAnswers: [
        'Sehr schön. Zur Bestätigung: Glasfaser 500 für 37,99 € im Monat für 12 Monate ab Ihrer nächsten Rechnung, danach der reguläre Preis, keine Mindestlaufzeit, und Ihr neuer Router wird innerhalb von 3 Werktagen verschickt. Sind Sie mit diesen Konditionen einverstanden?',
      ],
      keyPoints: [
        'Glasfaser 500 für 37,99 € im Monat für 12 Monate ab der nächsten Rechnung bestätigen',
        'sagen, dass danach der reguläre Preis gilt',
        'sagen, dass es keine Mindestlaufzeit gibt',
        'sagen, dass der neue Router innerhalb von 3 Werktagen verschickt wird',
        'fragen, ob die Kundin mit den Konditionen einverstanden ist',
      ],
      mustNot: ['eine Gebühr bei vorzeitiger Kündigung erwähnen', 'sagen, dass der Rabatt auf Lebenszeit gilt'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Ja, einverstanden. Danke.'],
      recommendedAnswers: [
        'Vielen Dank, Frau Schneider. Sie erhalten eine E-Mail mit der Bestätigung des neuen Preises. Kann ich Ihnen sonst noch weiterhelfen? Danke, dass Sie uns treu bleiben, und einen schönen Tag noch.',
      ],
      keyPoints: ['sagen, dass eine E-Mail den neuen Preis bestätigt', 'fragen, ob Sie ihr sonst noch weiterhelfen können'],
    },
  ],
};
