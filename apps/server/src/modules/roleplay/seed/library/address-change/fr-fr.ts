import type { LibraryVariant } from '../types.js';

export const frFR: LibraryVariant = {
  name: 'Changement d’adresse après un déménagement',
  description:
    'Une cliente a déménagé et souhaite mettre à jour son compte. Vérifiez son identité, notez la nouvelle adresse exactement, confirmez la date de prise en compte et expliquez ce qu’elle va recevoir.',
  customerName: 'Inès Benali',
  customerAge: 31,
  customerAddress: '14 rue Oberkampf, 75011 Paris (ancienne adresse)',
  customerSince: 'février 2022',
  customerIssueDescription:
    'A emménagé le week-end dernier au 58 avenue Jean-Jaurès, 92130 Issy-les-Moulineaux ; veut recevoir courriers et factures à la nouvelle adresse.',
  customerSpeakingStyle: 'Aimable et organisée ; écrit vite et apprécie un récapitulatif clair.',
  customerFacts: [
    { label: 'Nouvelle adresse', value: '58 avenue Jean-Jaurès, 92130 Issy-les-Moulineaux' },
    { label: 'Date du déménagement', value: 'Samedi dernier' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Bonjour ! Je viens de déménager et je dois mettre à jour mon adresse.'],
      recommendedAnswers: [
        'Merci de nous avoir contactés, et félicitations pour votre déménagement ! Je mets votre adresse à jour avec plaisir.',
      ],
      keyPoints: ['proposer de mettre à jour l’adresse'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Super, merci.'],
      recommendedAnswers: ['Je vous informe que cette conversation est enregistrée à des fins de qualité et de formation.'],
      keyPoints: ['indiquer que la conversation est enregistrée à des fins de qualité et de formation'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Bien sûr. De quoi avez-vous besoin ?'],
      recommendedAnswers: [
        'Pour vérifier votre identité, pouvez-vous me confirmer vos nom et prénom, votre date de naissance et l’adresse actuellement enregistrée sur le compte ?',
      ],
      keyPoints: ['demander les nom et prénom', 'demander la date de naissance', 'demander l’adresse actuellement enregistrée'],
      mustNot: ['demander le mot de passe de la cliente'],
    },
    {
      id: 'new-address',
      kind: 'probing',
      customerLines: ['Inès Benali, née le 2 avril 1993, et l’ancienne adresse est 14 rue Oberkampf, 75011 Paris.'],
      recommendedAnswers: [
        'Merci, Madame Benali, votre identité est vérifiée. Quelle est votre nouvelle adresse, avec le bâtiment, l’étage ou l’appartement s’il y a lieu, et le code postal ?',
      ],
      keyPoints: ['confirmer que l’identité est vérifiée', 'demander la nouvelle adresse avec le complément d’adresse et le code postal'],
    },
    {
      id: 'read-back',
      kind: 'compliance',
      customerLines: ['C’est le 58 avenue Jean-Jaurès, 92130 Issy-les-Moulineaux. C’est une maison, donc pas de numéro d’appartement.'],
      recommendedAnswers: ['Je vous relis : 58 avenue Jean-Jaurès, 92130 Issy-les-Moulineaux. Est-ce bien exact ?'],
      keyPoints: ['relire le 58 avenue Jean-Jaurès, 92130 Issy-les-Moulineaux', 'demander si l’adresse est exacte'],
    },
    {
      id: 'effective-date',
      kind: 'select-one',
      customerLines: ['Oui, c’est bien ça. Quand est-ce que ce sera pris en compte ?'],
      recommendedAnswers: ['Immédiatement, dès le prochain courrier ou la prochaine facture'],
      chips: [
        'Immédiatement, dès le prochain courrier ou la prochaine facture',
        'Dans 90 jours',
        'Seulement après réception d’un justificatif de domicile par courrier',
      ],
    },
    {
      id: 'confirmation',
      kind: 'resolution',
      customerLines: ['Parfait. Est-ce que je vais recevoir une confirmation ?'],
      recommendedAnswers: [
        'Oui. J’ai mis à jour votre adresse : vous recevrez un e-mail de confirmation aujourd’hui et un courrier à votre nouvelle adresse sous cinq jours ouvrés.',
      ],
      keyPoints: [
        'confirmer que l’adresse est mise à jour',
        'dire qu’un e-mail de confirmation arrive aujourd’hui',
        'dire qu’un courrier arrive à la nouvelle adresse sous cinq jours ouvrés',
      ],
      mustNot: ['exiger un justificatif de domicile par courrier'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Génial, c’était rapide. Merci !'],
      recommendedAnswers: [
        'Avec plaisir, Madame Benali. Puis-je vous aider pour autre chose aujourd’hui ? Profitez bien de votre nouveau logement et bonne journée.',
      ],
      keyPoints: ['demander si vous pouvez l’aider pour autre chose'],
    },
  ],
};
