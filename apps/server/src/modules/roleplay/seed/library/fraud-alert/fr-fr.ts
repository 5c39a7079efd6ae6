import type { LibraryVariant } from '../types.js';

export const frFR: LibraryVariant = {
  name: 'Alerte fraude : demande suspecte de changement de carte SIM',
  description:
    'Appelez une cliente après une demande de changement de carte SIM faite pour son numéro dans une boutique d’une autre ville. Vérifiez son identité sans jamais demander de code, bloquez la demande et sécurisez la ligne.',
  customerName: 'Monique Lambert',
  customerAge: 67,
  customerAddress: '9 rue des Tanneurs, 67000 Strasbourg',
  customerSince: 'mai 2009',
  customerIssueDescription:
    'Un changement de carte SIM a été demandé pour son numéro il y a une heure dans une boutique de Marseille ; elle est chez elle à Strasbourg et n’a rien demandé.',
  customerSpeakingStyle: 'Prudente et un peu inquiète ; se méfie de tout appel qui parle de fraude.',
  customerFacts: [
    {
      label: 'Demande',
      value: 'Changement de SIM demandé dans une boutique de Marseille aujourd’hui à 10 h 42, en attente de vérification',
    },
    { label: 'Question de sécurité', value: 'Nom de la première école : Sainte-Anne' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Allô, qui est à l’appareil ?'],
      recommendedAnswers: [
        'Bonjour, ici le service de prévention des fraudes de votre opérateur mobile. Suis-je bien en ligne avec Madame Monique Lambert ? Je vous appelle au sujet d’une demande faite sur votre ligne aujourd’hui.',
      ],
      keyPoints: [
        'se présenter comme le service de prévention des fraudes de l’opérateur',
        'vérifier que l’on parle bien à Monique Lambert',
        'dire que l’appel concerne une demande faite sur la ligne aujourd’hui',
      ],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Oui. Comment je sais que vous êtes vraiment de chez l’opérateur ?'],
      recommendedAnswers: [
        'C’est une très bonne question. Cet appel est enregistré, et je ne vous demanderai jamais de code PIN, de mot de passe ni de code reçu par SMS. Vous pouvez aussi raccrocher et rappeler le numéro indiqué sur votre facture.',
      ],
      keyPoints: [
        'indiquer que l’appel est enregistré',
        'dire que vous ne demanderez jamais de code PIN, de mot de passe ni de code reçu par SMS',
        'dire qu’elle peut raccrocher et rappeler le numéro indiqué sur sa facture',
      ],
      mustNot: ['demander un code PIN ou un mot de passe'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Bon, je reste en ligne. De quoi avez-vous besoin ?'],
      recommendedAnswers: [
        'Pour vérifier votre identité, pouvez-vous répondre à la question de sécurité de votre compte : le nom de votre première école ?',
      ],
      keyPoints: ['poser la question de sécurité : le nom de sa première école'],
      mustNot: ['demander le code reçu par SMS', 'demander le code PIN de la ligne', 'demander le mot de passe du compte'],
    },
    {
      id: 'confirm-request',
      kind: 'probing',
      customerLines: ['Sainte-Anne.'],
      recommendedAnswers: [
        'Merci, Madame Lambert. Quelqu’un a demandé il y a environ une heure, dans une boutique de Marseille, à transférer votre numéro sur une nouvelle carte SIM. Est-ce vous, ou quelqu’un de votre entourage, qui avez fait cette demande ?',
      ],
      keyPoints: [
        'dire que quelqu’un a demandé à transférer son numéro sur une nouvelle carte SIM à Marseille',
        'demander si c’est elle ou quelqu’un de son entourage qui a fait cette demande',
      ],
    },
    {
      id: 'action',
      kind: 'select-one',
      customerLines: ['Non ! Je suis chez moi à Strasbourg. Je ne suis pas allée à Marseille depuis des années.'],
      recommendedAnswers: ['Annuler le changement de SIM et ajouter un code de sécurité'],
      chips: [
        'Annuler le changement de SIM et ajouter un code de sécurité',
        'Laisser le changement de SIM se faire',
        'Demander à la cliente de lire le code reçu',
      ],
    },
    {
      id: 'secure-account',
      kind: 'resolution',
      customerLines: ['Mon Dieu. Et maintenant ? Mon téléphone marche toujours ?'],
      recommendedAnswers: [
        'Votre téléphone continue de fonctionner normalement. J’ai annulé la demande et ajouté un code de sécurité sur votre ligne : personne ne pourra changer de carte SIM ni transférer votre numéro sans lui. Je vous conseille aussi de changer le mot de passe de votre messagerie et de votre banque en ligne.',
      ],
      keyPoints: [
        'dire que son téléphone continue de fonctionner',
        'dire que la demande de changement de SIM est annulée',
        'dire qu’un code de sécurité a été ajouté sur la ligne',
        'conseiller de changer le mot de passe de sa messagerie et de sa banque',
      ],
      mustNot: ['demander le code reçu sur son téléphone'],
    },
    {
      id: 'pin-advice',
      kind: 'compliance',
      customerLines: ['D’accord. Je dois vous donner le nouveau code ?'],
      recommendedAnswers: [
        'Non, ne le communiquez ni à moi ni à personne. Vous recevrez un courrier à votre domicile expliquant comment le choisir, et nous ne vous le demanderons jamais par téléphone.',
      ],
      keyPoints: [
        'lui dire de ne communiquer le code à personne',
        'dire qu’un courrier expliquera comment le choisir',
        'dire que nous ne le demanderons jamais par téléphone',
      ],
      mustNot: ['demander à la cliente de vous donner le code'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Merci beaucoup de m’avoir appelée.'],
      recommendedAnswers: [
        'Je vous en prie, Madame Lambert. Votre ligne est maintenant protégée. Puis-je vous aider pour autre chose ? Merci, et bonne journée.',
      ],
      keyPoints: ['dire que sa ligne est protégée', 'demander si vous pouvez l’aider pour autre chose'],
    },
  ],
};
