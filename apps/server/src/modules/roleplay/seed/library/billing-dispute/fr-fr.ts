import type { LibraryVariant } from '../types.js';

export const frFR: LibraryVariant = {
  name: 'Litige de facturation : frais d’itinérance inattendus',
  description:
    'Une cliente fidèle découvre 89,99 € de frais d’itinérance sur sa facture alors qu’elle avait acheté un pass voyage. Vérifiez son identité, comprenez ce qui s’est passé et réglez le litige équitablement.',
  customerName: 'Claire Dubois',
  customerAge: 42,
  customerAddress: '12 rue Sainte-Catherine, 69001 Lyon',
  customerSince: 'juin 2017',
  customerIssueDescription: 'Facturée 89,99 € d’itinérance au Canada (3–9 mars) malgré l’ajout d’un pass voyage.',
  customerSpeakingStyle: 'Polie mais ferme ; elle a vérifié sa facture ligne par ligne et attend une explication claire.',
  customerFacts: [
    {
      label: 'Numéro de compte',
      value: '5521 0043 87',
    },
    {
      label: 'Pass voyage',
      value: 'Pass Jour Canada & Mexique, activé le 4 mars à 08 h 12',
    },
    {
      label: 'Frais contestés',
      value: '89,99 € d’itinérance standard, 3 mars',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: [
        'Bonjour, je regarde ma dernière facture et il y a des frais d’itinérance que je ne pense vraiment pas devoir payer.',
      ],
      recommendedAnswers: ['Merci de nous avoir contactés. Je suis désolé pour ces frais inattendus, je vais les examiner avec plaisir.'],
      keyPoints: ['s’excuser pour ces frais inattendus', 'proposer d’examiner les frais'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['D’accord. Avant de continuer, cette conversation est-elle conservée quelque part ?'],
      recommendedAnswers: ['Oui, cette conversation est enregistrée à des fins de qualité et de formation.'],
      keyPoints: ['confirmer que la conversation est enregistrée', 'préciser que c’est à des fins de qualité et de formation'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Très bien. Mon numéro de compte est le 5521 0043 87.'],
      recommendedAnswers: [
        'Merci. Pour vérifier votre identité, pouvez-vous me confirmer le nom complet et l’adresse de facturation du compte ?',
      ],
      keyPoints: ['demander le nom complet du titulaire du compte', 'demander l’adresse de facturation'],
      mustNot: ['demander le mot de passe ou le code PIN du compte', 'demander le numéro complet de la carte bancaire'],
    },
    {
      id: 'travel-details',
      kind: 'probing',
      customerLines: ['Claire Dubois, 12 rue Sainte-Catherine à Lyon. Les frais sont de 89,99 € d’itinérance.'],
      recommendedAnswers: [
        'Merci, Madame Dubois. Pouvez-vous m’indiquer les dates de votre voyage et si vous aviez ajouté un pass voyage avant de partir ?',
      ],
      keyPoints: ['demander les dates du voyage', 'demander si elle avait ajouté un pass voyage avant de partir'],
    },
    {
      id: 'which-pass',
      kind: 'select-one',
      customerLines: ['J’étais à Toronto du 3 au 9 mars, et j’ai bien ajouté un pass. Lequel voyez-vous sur mon compte ?'],
      recommendedAnswers: ['Pass Jour Canada & Mexique'],
      chips: ['Pass Jour Canada & Mexique', 'Pass Voyage Europe', 'Aucun pass voyage sur le compte'],
    },
    {
      id: 'explain-and-credit',
      kind: 'resolution',
      customerLines: ['Alors pourquoi ai-je payé le tarif d’itinérance complet ?'],
      recommendedAnswers: [
        'Le pass a été activé le 4 mars, le lendemain de votre arrivée, donc le 3 mars a été facturé au tarif d’itinérance standard. À titre exceptionnel, je vous rembourse les 89,99 € sur votre compte.',
      ],
      keyPoints: [
        'expliquer que le pass a été activé le 4 mars',
        'expliquer que le 3 mars a été facturé au tarif d’itinérance standard',
        'rembourser les 89,99 € sur le compte',
      ],
      mustNot: ['promettre de rembourser tous les futurs frais d’itinérance', 'reprocher à la cliente de ne pas avoir lu les conditions'],
      chips: ['Expliquer la date d’activation et rembourser', 'Expliquer la date d’activation seulement'],
    },
    {
      id: 'credit-timing',
      kind: 'regular',
      customerLines: ['C’est honnête, merci. Quand verrai-je le remboursement ?'],
      recommendedAnswers: [
        'Le remboursement apparaîtra sur votre prochaine facture et vous recevrez un e-mail de confirmation sous 24 heures.',
      ],
      keyPoints: [
        'dire que le remboursement apparaîtra sur la prochaine facture',
        'dire qu’un e-mail de confirmation arrivera sous 24 heures',
      ],
      mustNot: ['promettre un remboursement sur la carte dès aujourd’hui'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Parfait, merci d’avoir réglé cela si vite.'],
      recommendedAnswers: [
        'Avec plaisir, Madame Dubois. Puis-je vous aider pour autre chose aujourd’hui ? Merci de nous avoir contactés et bonne journée.',
      ],
      keyPoints: ['demander si vous pouvez l’aider pour autre chose'],
    },
  ],
};
