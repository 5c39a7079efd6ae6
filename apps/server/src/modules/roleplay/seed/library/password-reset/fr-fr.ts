import type { LibraryVariant } from '../types.js';

export const frFR: LibraryVariant = {
  name: 'Réinitialisation du mot de passe avec vérification d’identité',
  description:
    'Un client est bloqué hors de son espace en ligne après plusieurs tentatives. Vérifiez son identité (date de naissance, code postal, code à usage unique) puis envoyez un lien sécurisé — ne demandez jamais le mot de passe.',
  customerName: 'Julien Moreau',
  customerAge: 35,
  customerAddress: '8 quai de la Fosse, 44000 Nantes',
  customerSince: 'janvier 2020',
  customerIssueDescription: 'Compte en ligne bloqué après cinq tentatives de connexion ; il doit télécharger une facture aujourd’hui.',
  customerSpeakingStyle: 'Pressé et un peu impatient ; propose son ancien mot de passe pour aller plus vite.',
  customerFacts: [
    {
      label: 'Date de naissance',
      value: '14 septembre 1989',
    },
    {
      label: 'Code postal',
      value: '44000',
    },
    {
      label: 'Mobile enregistré',
      value: 'se terminant par 4417',
    },
    {
      label: 'Code à usage unique',
      value: '582 931',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Bonjour. Je n’arrive plus à accéder à mon espace client, il est indiqué qu’il est bloqué.'],
      recommendedAnswers: [
        'Merci de nous avoir contactés. Je suis désolé que votre compte soit bloqué, je vais vous aider à y accéder de nouveau.',
      ],
      keyPoints: ['proposer de l’aider à accéder de nouveau à son compte'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['D’accord, de quoi avez-vous besoin ?'],
      recommendedAnswers: [
        'Avant de commencer, sachez que cette conversation est enregistrée à des fins de qualité et de sécurité, et que je ne vous demanderai jamais votre mot de passe.',
      ],
      keyPoints: [
        'indiquer que la conversation est enregistrée pour la qualité et la sécurité',
        'dire que vous ne demanderez jamais son mot de passe',
      ],
      mustNot: ['demander le mot de passe du client'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['J’ai essayé plusieurs fois ce matin et maintenant le compte est bloqué.'],
      recommendedAnswers: ['Je comprends. Avez-vous toujours accès au numéro de mobile et à l’adresse e-mail du compte ?'],
      keyPoints: [
        'demander s’il a toujours accès au numéro de mobile du compte',
        'demander s’il a toujours accès à l’adresse e-mail du compte',
      ],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Oui, même numéro. Mon ancien mot de passe était Ete2019, vous ne pouvez pas simplement l’utiliser ?'],
      recommendedAnswers: [
        'Ne communiquez votre mot de passe à personne, moi compris. Pour vérifier votre identité, pouvez-vous me confirmer votre date de naissance et votre code postal ?',
      ],
      keyPoints: ['lui dire de ne communiquer son mot de passe à personne', 'demander sa date de naissance', 'demander son code postal'],
      mustNot: ['demander le mot de passe du client', 'utiliser l’ancien mot de passe proposé par le client'],
    },
    {
      id: 'one-time-code',
      kind: 'compliance',
      customerLines: ['Pardon. C’est le 14 septembre 1989, et le code postal est 44000.'],
      recommendedAnswers: [
        'Merci. Je viens d’envoyer un code à usage unique par SMS au numéro se terminant par 4417. Pouvez-vous me le lire ?',
      ],
      keyPoints: ['envoyer un code à usage unique par SMS au mobile se terminant par 4417', 'demander au client de lire le code'],
      mustNot: ['demander le mot de passe du client'],
    },
    {
      id: 'code-check',
      kind: 'select-one',
      customerLines: ['Je l’ai, le code est 582 931.'],
      recommendedAnswers: ['Le code correspond : débloquer le compte'],
      chips: [
        'Le code correspond : débloquer le compte',
        'Le code ne correspond pas : envoyer un nouveau code',
        'Ignorer le code et réinitialiser',
      ],
    },
    {
      id: 'reset-link',
      kind: 'resolution',
      customerLines: ['Donc je peux me reconnecter ?'],
      recommendedAnswers: [
        'Votre compte est débloqué. Je vous ai envoyé par e-mail un lien sécurisé, valable 30 minutes, pour choisir un nouveau mot de passe.',
      ],
      keyPoints: [
        'confirmer que le compte est débloqué',
        'envoyer un lien sécurisé par e-mail',
        'préciser que le lien est valable 30 minutes',
      ],
      mustNot: ['communiquer un mot de passe provisoire'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['J’ai reçu l’e-mail. Merci pour votre aide.'],
      recommendedAnswers: [
        'Avec plaisir, Monsieur Moreau. Puis-je vous aider pour autre chose ? Merci de nous avoir contactés et bonne journée.',
      ],
      keyPoints: ['demander si vous pouvez l’aider pour autre chose'],
    },
  ],
};
