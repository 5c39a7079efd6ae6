import type { LibraryRoleplay } from './types.js';

/** Unscripted: an upset customer's new phone is a week late and he travels in two days. Any bot language. */
export const lateDeliveryComplaint: LibraryRoleplay = {
  key: 'late-delivery-complaint',
  verticals: ['telecom', 'retail'],
  type: 1,
  scripted: false,
  inboundEnabled: true,
  nluEnabled: true,
  liveTranscript: true,
  realTimeFeedback: true,
  visibilityId: 3,
  threshold: 60,
  anyLanguage: true,
  variants: {
    'en-US': {
      name: 'Late delivery complaint: new smartphone',
      description:
        'An upset customer ordered a new smartphone that is a week late, and he leaves on a business trip in two days. Acknowledge the frustration, find out where the parcel is and agree a realistic solution.',
      customerName: 'Tom Henderson',
      customerAge: 45,
      customerAddress: '7 Riverside Court, Charlotte, NC 28202',
      customerSince: 'November 2016',
      customerIssueDescription:
        'Ordered a new smartphone (order 88-410273) with delivery promised last Tuesday; tracking has shown "held at depot" for four days. He flies to Chicago on Thursday and needs the phone for work.',
      customerSpeakingStyle:
        'Frustrated and short at first; calms down when listened to and given concrete options. Gets irritated by scripted apologies or blame on the courier.',
      customerMood: 'frustrated',
      customerGoal: 'I need that phone in my hands before I fly out on Thursday morning.',
      customerObjections: ["And what if it doesn't turn up by noon? I can't miss this flight."],
      customerFacts: [
        {
          label: 'The delay',
          value:
            'My new phone was supposed to arrive last Tuesday and it still isn’t here. I fly to Chicago on Thursday and I need it for work.',
          knownBy: 'customer',
          reveal: 'opening',
        },
        {
          label: 'Order number',
          value: 'The order number is 88-410273.',
          knownBy: 'customer',
          phrasings: ['which order', 'order reference', 'order details'],
        },
        {
          label: 'Tracking',
          value: 'The tracking has said "held at depot" for four days now.',
          knownBy: 'customer',
          phrasings: ['what does the tracking show', 'tracking status', 'where is the parcel', 'when were you told it would arrive'],
        },
        {
          label: 'Travel plans',
          value: 'I leave for Chicago early on Thursday morning, and I’m at home in Charlotte until then.',
          knownBy: 'customer',
          phrasings: ['when do you leave', 'when is your trip', 'where will you be', 'when do you fly'],
        },
        {
          label: 'What happened',
          value: 'Held at the Charlotte depot for four days because the address label was damaged.',
          knownBy: 'company',
        },
        {
          label: 'Delivery tomorrow',
          value: 'Re-label the parcel and deliver it tomorrow before noon.',
          knownBy: 'company',
          acceptable: true,
          phrasings: ['we re-label it and deliver it to you tomorrow before noon', 'delivered tomorrow morning'],
        },
        {
          label: 'Store pickup',
          value: 'Pick the phone up today at the Charlotte store.',
          knownBy: 'company',
          acceptable: true,
          phrasings: ['you can collect it today at our Charlotte store', 'pick it up today'],
        },
        {
          label: 'Goodwill allowed',
          value: 'Refund the $15 shipping and add one month of free device insurance.',
          knownBy: 'company',
          phrasings: ['refunding your shipping', 'free insurance'],
        },
      ],
    },
    'fr-FR': {
      name: 'Réclamation pour retard de livraison : nouveau smartphone',
      description:
        'Un client mécontent attend un nouveau smartphone livré avec une semaine de retard, et il part en déplacement dans deux jours. Reconnaissez sa frustration, localisez le colis et convenez d’une solution réaliste.',
      customerName: 'Thomas Henry',
      customerAge: 45,
      customerAddress: '7 quai des Chartrons, 33000 Bordeaux',
      customerSince: 'novembre 2016',
      customerIssueDescription:
        'A commandé un smartphone (commande 88-410273) promis mardi dernier ; le suivi indique « en attente au dépôt » depuis quatre jours. Il prend l’avion pour Chicago jeudi et a besoin du téléphone pour son travail.',
      customerSpeakingStyle:
        'Agacé et sec au début ; se calme quand on l’écoute et qu’on lui donne des options concrètes. S’irrite des excuses toutes faites et des reproches au transporteur.',
      customerMood: 'frustrated',
      customerGoal: 'Il me faut ce téléphone avant de prendre l’avion jeudi matin.',
      customerObjections: ['Et s’il n’arrive pas avant midi ? Je ne peux pas rater ce vol.'],
      customerFacts: [
        {
          label: 'Le retard',
          value:
            'Mon nouveau téléphone devait arriver mardi dernier et je ne l’ai toujours pas. Je pars à Chicago jeudi et j’en ai besoin pour le travail.',
          knownBy: 'customer',
          reveal: 'opening',
        },
        {
          label: 'Numéro de commande',
          value: 'Le numéro de commande est 88-410273.',
          knownBy: 'customer',
          phrasings: ['quelle commande', 'référence de commande'],
        },
        {
          label: 'Suivi',
          value: 'Le suivi indique « en attente au dépôt » depuis quatre jours.',
          knownBy: 'customer',
          phrasings: ['que dit le suivi', 'où en est le colis', 'quand deviez-vous être livré'],
        },
        {
          label: 'Déplacement',
          value: 'Je pars pour Chicago tôt jeudi matin, et je suis chez moi à Bordeaux d’ici là.',
          knownBy: 'customer',
          phrasings: ['quand partez-vous', 'quand est votre voyage', 'où serez-vous', 'quand prenez-vous l’avion'],
        },
        {
          label: 'Ce qui s’est passé',
          value: 'Bloqué au dépôt de Bordeaux depuis quatre jours car l’étiquette d’adresse était abîmée.',
          knownBy: 'company',
        },
        {
          label: 'Livraison demain',
          value: 'Réétiqueter le colis et le livrer demain avant midi.',
          knownBy: 'company',
          acceptable: true,
          phrasings: ['nous le réétiquetons et vous le livrons demain avant midi', 'livré demain matin'],
        },
        {
          label: 'Retrait en magasin',
          value: 'Retirer le téléphone aujourd’hui dans notre boutique de Bordeaux.',
          knownBy: 'company',
          acceptable: true,
          phrasings: ['vous pouvez le récupérer aujourd’hui en boutique', 'retrait aujourd’hui'],
        },
        {
          label: 'Geste commercial',
          value: 'Rembourser les 15 € de livraison et offrir un mois d’assurance de l’appareil.',
          knownBy: 'company',
          phrasings: ['rembourser la livraison', 'assurance offerte'],
        },
      ],
    },
  },
};
