import type { LibraryVariant } from '../types.js';

export const frFR: LibraryVariant = {
  name: 'Sinistre auto : déclaration de sinistre',
  description:
    'Un assuré appelle juste après avoir été percuté à l’arrière à un feu rouge. Vérifiez que tout le monde va bien, contrôlez le contrat, recueillez les faits et ouvrez le dossier avec des étapes claires.',
  customerName: 'Thomas Lefèvre',
  customerAge: 29,
  customerAddress: '27 cours Lafayette, 69003 Lyon',
  customerSince: 'août 2021',
  customerIssueDescription:
    'Percuté à l’arrière à un feu rouge cours Gambetta ce matin à 8 h 15 ; pare-chocs et coffre endommagés, voiture roulante.',
  customerSpeakingStyle: 'Secoué et parle vite ; se calme quand le conseiller est rassurant et structuré.',
  customerFacts: [
    {
      label: 'Numéro de contrat',
      value: 'AUT-448210-7',
    },
    {
      label: 'Véhicule',
      value: 'Peugeot 208 de 2019, immatriculée FG-229-RX',
    },
    {
      label: 'Autre conducteur',
      value: 'Sophie Marchand, constat amiable rempli',
    },
    {
      label: 'Constat',
      value: 'Constat amiable signé par les deux conducteurs',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Bonjour, je viens d’avoir un accident et je dois déclarer un sinistre.'],
      recommendedAnswers: ['Merci de votre appel. Je suis désolé pour votre accident ; je suis là pour vous aider à déclarer le sinistre.'],
      keyPoints: ['dire que vous êtes désolé pour l’accident', 'proposer de l’aider à déclarer le sinistre'],
    },
    {
      id: 'safety',
      kind: 'probing',
      customerLines: ['Quelqu’un m’est rentré dedans à l’arrière à un feu rouge. Je tremble encore un peu.'],
      recommendedAnswers: [
        'Tout d’abord, est-ce que vous et les autres personnes impliquées allez bien, et quelqu’un a-t-il besoin de soins ?',
      ],
      keyPoints: ['demander si toutes les personnes impliquées vont bien', 'demander si quelqu’un a besoin de soins'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Personne n’est blessé, ça va. Je suis garé dans une station-service.'],
      recommendedAnswers: [
        'Je suis soulagé que tout le monde aille bien. Sachez que cet appel est enregistré et que vos déclarations serviront à l’instruction du dossier.',
      ],
      keyPoints: ['indiquer que l’appel est enregistré', 'dire que ses déclarations serviront à instruire le dossier'],
    },
    {
      id: 'verify-policy',
      kind: 'compliance',
      customerLines: ['D’accord. De quoi avez-vous besoin ?'],
      recommendedAnswers: [
        'Pouvez-vous me donner votre numéro de contrat et me confirmer votre date de naissance pour vérifier le contrat ?',
      ],
      keyPoints: ['demander le numéro de contrat', 'demander la date de naissance'],
      mustNot: ['demander le mot de passe de l’espace client'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['C’est AUT-448210-7, et je suis né le 9 mai 1995.'],
      recommendedAnswers: [
        'Merci, Monsieur Lefèvre, votre contrat est vérifié. Pouvez-vous me dire quand et où l’accident a eu lieu et ce qui est endommagé ?',
      ],
      keyPoints: ['confirmer que le contrat est vérifié', 'demander quand et où l’accident a eu lieu', 'demander ce qui est endommagé'],
    },
    {
      id: 'other-party',
      kind: 'probing',
      customerLines: [
        'Vers 8 h 15 ce matin, cours Gambetta. J’étais arrêté au feu et elle a touché mon pare-chocs. Le coffre ne ferme plus bien.',
      ],
      recommendedAnswers: ['Avez-vous rempli un constat amiable avec l’autre conductrice ?'],
      keyPoints: ['demander si un constat amiable a été rempli avec l’autre conductrice'],
      mustNot: ['dire à l’assuré qui est responsable de l’accident'],
    },
    {
      id: 'drivable',
      kind: 'select-one',
      customerLines: ['Oui, on a rempli et signé le constat. La voiture roule toujours.'],
      recommendedAnswers: ['Roulante : prendre rendez-vous dans un garage partenaire'],
      chips: [
        'Roulante : prendre rendez-vous dans un garage partenaire',
        'Non roulante : envoyer une dépanneuse',
        'Clore l’appel sans déclaration',
      ],
    },
    {
      id: 'open-claim',
      kind: 'resolution',
      customerLines: ['Et maintenant, qu’est-ce qui se passe ?'],
      recommendedAnswers: [
        'J’ai ouvert votre dossier de sinistre numéro CLM-20931. Un garage partenaire vous appellera sous un jour ouvré pour la réparation, et votre contrat inclut un véhicule de prêt pendant les travaux.',
      ],
      keyPoints: [
        'donner le numéro de dossier CLM-20931',
        'dire qu’un garage partenaire appellera sous un jour ouvré',
        'dire que le contrat inclut un véhicule de prêt pendant les travaux',
      ],
      mustNot: ['promettre un montant d’indemnisation avant l’expertise'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['D’accord, ça m’aide beaucoup. Merci.'],
      recommendedAnswers: [
        'Avec plaisir, Monsieur Lefèvre. Vous recevrez un SMS avec votre numéro de dossier. Puis-je vous aider pour autre chose ? Prenez soin de vous et soyez prudent.',
      ],
      keyPoints: ['dire qu’un SMS avec le numéro de dossier va suivre', 'demander si vous pouvez l’aider pour autre chose'],
    },
  ],
};
