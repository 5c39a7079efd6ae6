import type { LibraryVariant } from '../types.js';

export const deDE: LibraryVariant = {
  name: 'Passwort zurücksetzen mit Identitätsprüfung',
  description:
    'Ein Kunde ist nach mehreren Fehlversuchen aus seinem Online-Konto ausgesperrt. Prüfen Sie seine Identität (Geburtsdatum, Postleitzahl und Einmalcode) und senden Sie einen sicheren Link – fragen Sie nie nach dem Passwort.',
  customerName: 'Markus Becker',
  customerAge: 35,
  customerAddress: 'Schanzenstraße 12, 20357 Hamburg',
  customerSince: 'Januar 2020',
  customerIssueDescription: 'Online-Konto nach fünf fehlgeschlagenen Anmeldeversuchen gesperrt; er muss heute eine Rechnung herunterladen.',
  customerSpeakingStyle: 'In Eile und etwas ungeduldig; bietet sein altes Passwort an, damit es schneller geht.',
  customerFacts: [
    { label: 'Geburtsdatum', value: '14. September 1989' },
    { label: 'Postleitzahl', value: '20357' },
    { label: 'Hinterlegte Mobilnummer', value: 'endet auf 4417' },
    { label: 'Einmalcode', value: '582 931' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hallo. Ich komme nicht mehr in mein Online-Konto, da steht, es ist gesperrt.'],
      recommendedAnswers: [
        'Vielen Dank für Ihre Nachricht. Es tut mir leid, dass Ihr Konto gesperrt ist – ich helfe Ihnen gern, wieder hineinzukommen.',
      ],
      keyPoints: ['Hilfe anbieten, wieder Zugang zum Konto zu bekommen'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Okay, was brauchen Sie von mir?'],
      recommendedAnswers: [
        'Bevor wir beginnen: Dieser Chat wird zu Qualitäts- und Sicherheitszwecken gespeichert, und ich werde Sie niemals nach Ihrem Passwort fragen.',
      ],
      keyPoints: [
        'darauf hinweisen, dass der Chat zu Qualitäts- und Sicherheitszwecken gespeichert wird',
        'sagen, dass Sie nie nach dem Passwort fragen',
      ],
      mustNot: ['den Kunden nach seinem Passwort fragen'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Ich habe es heute Morgen ein paarmal versucht, und jetzt heißt es nur noch, das Konto ist gesperrt.'],
      recommendedAnswers: ['Verstehe. Haben Sie noch Zugriff auf die Mobilnummer und die E-Mail-Adresse, die im Konto hinterlegt sind?'],
      keyPoints: [
        'fragen, ob er noch Zugriff auf die hinterlegte Mobilnummer hat',
        'fragen, ob er noch Zugriff auf die hinterlegte E-Mail-Adresse hat',
      ],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Ja, gleiche Nummer. Hören Sie, mein altes Passwort war Sommer2019, können Sie nicht einfach das nehmen?'],
      recommendedAnswers: [
        'Ihr Passwort brauche ich nicht – bitte behalten Sie es für sich, auch mir gegenüber. Um Ihre Identität zu prüfen: Können Sie mir Ihr Geburtsdatum und Ihre Postleitzahl nennen?',
      ],
      keyPoints: [
        'sagen, dass Sie das Passwort nicht brauchen und er es für sich behalten soll',
        'nach dem Geburtsdatum fragen',
        'nach der Postleitzahl fragen',
      ],
      mustNot: ['den Kunden nach seinem Passwort fragen', 'das alte Passwort verwenden, das der Kunde anbietet'],
    },
    {
      id: 'one-time-code',
      kind: 'compliance',
      customerLines: ['Entschuldigung. Der 14. September 1989, und die Postleitzahl ist 20357.'],
      recommendedAnswers: [
        'Danke. Ich habe Ihnen gerade einen Einmalcode per SMS an die Mobilnummer mit der Endung 4417 geschickt. Können Sie ihn mir vorlesen?',
      ],
      keyPoints: ['einen Einmalcode per SMS an die Nummer mit der Endung 4417 schicken', 'den Kunden bitten, den Code vorzulesen'],
      mustNot: ['den Kunden nach seinem Passwort fragen'],
    },
    {
      id: 'code-check',
      kind: 'select-one',
      customerLines: ['Ist da, der Code lautet 582 931.'],
      recommendedAnswers: ['Der Code stimmt: Konto entsperren'],
      chips: [
        'Der Code stimmt: Konto entsperren',
        'Der Code stimmt nicht: neuen Code senden',
        'Code überspringen und Passwort zurücksetzen',
      ],
    },
    {
      id: 'reset-link',
      kind: 'resolution',
      customerLines: ['Komme ich jetzt also wieder rein?'],
      recommendedAnswers: [
        'Ihr Konto ist entsperrt. Ich habe Ihnen einen sicheren Link an Ihre E-Mail-Adresse geschickt; er ist 30 Minuten gültig, und damit vergeben Sie ein neues Passwort.',
      ],
      keyPoints: [
        'bestätigen, dass das Konto entsperrt ist',
        'einen sicheren Link an die E-Mail-Adresse schicken',
        'sagen, dass der Link 30 Minuten gültig ist',
      ],
      mustNot: ['dem Kunden ein vorläufiges Passwort nennen'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Die E-Mail ist da. Danke für die Hilfe.'],
      recommendedAnswers: [
        'Gern geschehen, Herr Becker. Kann ich Ihnen sonst noch weiterhelfen? Vielen Dank für Ihre Nachricht und einen schönen Tag noch.',
      ],
      keyPoints: ['fragen, ob Sie ihm sonst noch weiterhelfen können'],
    },
  ],
};
