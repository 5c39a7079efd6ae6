import type { LibraryVariant } from '../types.js';

export const frFR: LibraryVariant = {
  name: 'Résiliation et fidélisation : box internet',
  description:
    'Une cliente appelle pour résilier sa box internet, car un concurrent propose moins cher. Identifiez la vraie raison, présentez une offre de fidélité juste et confirmez clairement les nouvelles conditions.',
  customerName: 'Nathalie Girard',
  customerAge: 51,
  customerAddress: '5 allée des Tilleuls, 31000 Toulouse',
  customerSince: 'mars 2015',
  customerIssueDescription: 'Veut résilier Fibre 500 (44,99 €/mois) ; un concurrent propose 500 Mb/s à 29,99 € pendant 12 mois.',
  customerSpeakingStyle: 'Calme et décidée ; elle s’est renseignée et n’aime pas qu’on la pousse, mais reste ouverte à une bonne offre.',
  customerFacts: [
    {
      label: 'Offre actuelle',
      value: 'Fibre 500, 44,99 € par mois, sans engagement',
    },
    {
      label: 'Offre concurrente',
      value: '500 Mb/s à 29,99 € par mois pendant 12 mois',
    },
    {
      label: 'Offre de fidélité',
      value: 'Fibre 500 à 32,99 € par mois pendant 12 mois, nouvelle box offerte',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Bonjour, j’appelle parce que je souhaite résilier ma box internet.'],
      recommendedAnswers: [
        'Merci de votre appel. Je suis désolé d’apprendre que vous envisagez de nous quitter ; je m’occupe de votre demande.',
      ],
      keyPoints: ['prendre acte de sa demande et proposer de s’en occuper'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['D’accord.'],
      recommendedAnswers: ['Avant de continuer, je vous informe que cet appel est enregistré à des fins de qualité et de formation.'],
      keyPoints: ['indiquer que l’appel est enregistré à des fins de qualité et de formation'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Pas de problème. Le compte est au nom de Nathalie Girard.'],
      recommendedAnswers: [
        'Merci, Madame Girard. Pour vérifier le compte, pouvez-vous me confirmer l’adresse d’installation et votre date de naissance ?',
      ],
      keyPoints: ['demander l’adresse d’installation', 'demander la date de naissance'],
      mustNot: ['demander le mot de passe ou le code PIN du compte'],
    },
    {
      id: 'reason',
      kind: 'probing',
      customerLines: ['5 allée des Tilleuls à Toulouse, et le 2 mars 1974.'],
      recommendedAnswers: [
        'Merci, votre compte est vérifié. Puis-je vous demander ce qui vous pousse à résilier ? Le prix, le débit ou le service ?',
      ],
      keyPoints: ['confirmer que le compte est vérifié', 'demander pourquoi la cliente veut résilier'],
    },
    {
      id: 'offer',
      kind: 'resolution',
      customerLines: [
        'C’est le prix. Je suis chez vous depuis plus de dix ans et un autre opérateur propose le même débit à 29,99 €. Je paie 44,99 €.',
      ],
      recommendedAnswers: [
        'Je comprends, et merci pour votre fidélité. Je peux vous proposer la Fibre 500 à 32,99 € par mois pendant 12 mois, avec une nouvelle box offerte, sans aucune nouvelle installation.',
      ],
      keyPoints: [
        'remercier la cliente pour sa fidélité',
        'proposer la Fibre 500 à 32,99 € par mois pendant 12 mois',
        'offrir une nouvelle box',
      ],
      mustNot: ['dire à la cliente qu’elle ne peut pas résilier', 'proposer la remise à vie', 'imposer un nouvel engagement'],
    },
    {
      id: 'decision',
      kind: 'select-one',
      customerLines: ['C’est plus proche. Que se passe-t-il après 12 mois, et dois-je m’engager ?'],
      recommendedAnswers: ['Sans engagement ; le prix revient au tarif standard après 12 mois'],
      chips: [
        'Sans engagement ; le prix revient au tarif standard après 12 mois',
        'Engagement de 24 mois avec frais de résiliation',
        'La remise s’applique à vie',
      ],
    },
    {
      id: 'confirm-terms',
      kind: 'compliance',
      customerLines: ['D’accord, je reste à 32,99 € alors.'],
      recommendedAnswers: [
        'Parfait. Je récapitule : Fibre 500 à 32,99 € par mois pendant 12 mois dès votre prochaine facture, puis le tarif standard, sans engagement, et votre nouvelle box est expédiée sous 3 jours ouvrés. Acceptez-vous ces conditions ?',
      ],
      keyPoints: [
        'confirmer la Fibre 500 à 32,99 € par mois pendant 12 mois dès la prochaine facture',
        'dire que le tarif standard s’applique après 12 mois',
        'dire qu’il n’y a pas d’engagement',
        'dire que la nouvelle box est expédiée sous 3 jours ouvrés',
        'demander si elle accepte ces conditions',
      ],
      mustNot: ['mentionner des frais de résiliation', 'dire que la remise est à vie'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Oui, j’accepte. Merci.'],
      recommendedAnswers: [
        'Merci, Madame Girard. Vous recevrez un e-mail de confirmation du nouveau tarif. Puis-je vous aider pour autre chose ? Merci de votre fidélité et bonne journée.',
      ],
      keyPoints: ['dire qu’un e-mail confirmera le nouveau tarif', 'demander si vous pouvez l’aider pour autre chose'],
    },
  ],
};
