import type { LibraryVariant } from '../types.js';

export const frFR: LibraryVariant = {
  name: 'Appel sortant : forfait mieux adapté après des recharges data',
  description:
    'Appelez un client qui achète des recharges data depuis trois mois. Présentez l’appel, vérifiez son identité, comprenez son usage et recommandez un forfait qui lui fait faire des économies, sans pression.',
  customerName: 'Nicolas Petit',
  customerAge: 38,
  customerAddress: '22 rue Nationale, 59000 Lille',
  customerSince: 'octobre 2018',
  customerIssueDescription:
    'Forfait 10 Go à 19,99 € par mois ; a acheté pour 15 € à 25 € de recharges data chacun des trois derniers mois.',
  customerSpeakingStyle: 'Méfiant face aux appels commerciaux au début ; se détend quand le conseiller lui montre ce qu’il économiserait.',
  customerFacts: [
    { label: 'Forfait actuel', value: '10 Go, 19,99 € par mois' },
    { label: 'Consommation moyenne', value: '17 Go par mois, surtout des vidéos dans le train' },
    { label: 'Forfait recommandé', value: 'Forfait 150 Go, 24,99 € par mois, sans engagement' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Allô ?'],
      recommendedAnswers: [
        'Bonjour, ici le service client de votre opérateur mobile. Suis-je bien en ligne avec Monsieur Nicolas Petit ? Je vous appelle au sujet de votre consommation de data récente.',
      ],
      keyPoints: [
        'se présenter comme le service client de l’opérateur mobile',
        'vérifier que l’on parle bien à Nicolas Petit',
        'dire que l’appel concerne sa consommation de data',
      ],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Oui, c’est moi. C’est un appel commercial ?'],
      recommendedAnswers: [
        'Je vous appelle pour vous aider à éviter des frais en plus. Cet appel est enregistré à des fins de qualité et de formation ; avez-vous quelques minutes à m’accorder maintenant ?',
      ],
      keyPoints: ['indiquer que l’appel est enregistré', 'demander s’il a quelques minutes maintenant'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Bon, allez-y.'],
      recommendedAnswers: [
        'Merci. Avant de parler de votre compte, pouvez-vous me confirmer votre date de naissance et le code postal enregistré sur votre compte ?',
      ],
      keyPoints: ['demander la date de naissance', 'demander le code postal du compte'],
      mustNot: ['demander le mot de passe ou le code PIN du compte'],
    },
    {
      id: 'usage',
      kind: 'probing',
      customerLines: ['Le 21 juillet 1986, et le code postal est 59000.'],
      recommendedAnswers: [
        'Merci, Monsieur Petit. Je vois que vous avez dépassé votre enveloppe de 10 Go ces trois derniers mois. Pouvez-vous me dire comment vous utilisez surtout votre data ?',
      ],
      keyPoints: ['dire qu’il a dépassé son enveloppe de 10 Go ces trois derniers mois', 'demander comment il utilise surtout sa data'],
    },
    {
      id: 'recommend',
      kind: 'resolution',
      customerLines: ['Surtout des séries dans le train pour aller au travail. Ces recharges, franchement, ça commence à m’agacer.'],
      recommendedAnswers: [
        'Je comprends. Avec le forfait 150 Go à 24,99 € par mois, vous n’auriez plus besoin d’acheter de recharges. Ces derniers mois, vous avez payé entre 34,99 € et 44,99 € par mois, vous économiseriez donc environ 15 € par mois.',
      ],
      keyPoints: [
        'recommander le forfait 150 Go à 24,99 € par mois',
        'dire qu’il n’aurait plus besoin d’acheter de recharges',
        'dire qu’il économiserait environ 15 € par mois',
      ],
      mustNot: ['pousser le client à décider tout de suite', 'dire que le nouveau forfait ne coûte rien de plus'],
    },
    {
      id: 'choice',
      kind: 'select-one',
      customerLines: ['D’accord, ça a l’air mieux. Ça commencerait quand ?'],
      recommendedAnswers: ['Au début de votre prochain cycle de facturation'],
      chips: ['Au début de votre prochain cycle de facturation', 'Avec effet rétroactif au mois dernier', 'Dans six mois'],
    },
    {
      id: 'terms',
      kind: 'compliance',
      customerLines: ['Allons-y alors.'],
      recommendedAnswers: [
        'Très bien. Je récapitule : forfait 150 Go à 24,99 € par mois TTC, à partir de votre prochain cycle de facturation, sans engagement, et vous pouvez changer d’offre à tout moment. Acceptez-vous ce changement ?',
      ],
      keyPoints: [
        'confirmer le forfait 150 Go à 24,99 € par mois TTC',
        'dire qu’il démarre au prochain cycle de facturation',
        'dire qu’il est sans engagement',
        'dire qu’il peut changer d’offre à tout moment',
        'demander s’il accepte ce changement',
      ],
      mustNot: ['dire qu’un engagement de 24 mois est obligatoire'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Oui, j’accepte.'],
      recommendedAnswers: [
        'Merci, Monsieur Petit. Vous recevrez une confirmation par SMS et par e-mail. Puis-je vous aider pour autre chose ? Bonne journée.',
      ],
      keyPoints: ['dire qu’une confirmation arrivera par SMS et par e-mail', 'demander si vous pouvez l’aider pour autre chose'],
    },
  ],
};
