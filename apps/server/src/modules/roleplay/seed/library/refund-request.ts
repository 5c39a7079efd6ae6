import type { LibraryRoleplay } from './types.js';

/** Unscripted chat: a returned accessory was never refunded. Check facts, set expectations, follow through. */
export const refundRequest: LibraryRoleplay = {
  key: 'refund-request',
  verticals: ['telecom', 'retail'],
  type: 1,
  scripted: false,
  inboundEnabled: true,
  nluEnabled: true,
  liveTranscript: true,
  realTimeFeedback: true,
  visibilityId: 3,
  threshold: 60,
  variants: {
    'en-US': {
      name: 'Refund request: returned headphones',
      description:
        'A customer returned wireless headphones three weeks ago and still has no refund. Confirm the return, explain what happened and make sure the refund is issued with a clear date.',
      customerName: 'Sofia Alvarez',
      customerAge: 27,
      customerAddress: '210 Sunset Boulevard, Apt 12, Los Angeles, CA 90026',
      customerSince: 'July 2023',
      customerIssueDescription:
        'Returned wireless headphones ($129.99, order 88-377105) by prepaid label 21 days ago; the courier shows it delivered to the warehouse 17 days ago but no refund has arrived.',
      customerSpeakingStyle: 'Polite but persistent; has the tracking number ready and will ask for a specific date.',
      customerMood: 'calm',
      customerGoal: 'I just want my $129.99 back on my card, and a date I can count on.',
      customerObjections: ['How do I know it will actually happen this time? I was already told to wait once.'],
      customerFacts: [
        {
          label: 'The return',
          value: 'I sent back my wireless headphones three weeks ago and I still haven’t had my refund.',
          knownBy: 'customer',
          reveal: 'opening',
        },
        {
          label: 'Order number',
          value: 'The order number is 88-377105.',
          knownBy: 'customer',
          reveal: 'whenAsked',
          phrasings: ['order reference', 'which order', 'order details'],
        },
        {
          label: 'Return tracking',
          value: 'The tracking number is 1Z 48W 2R7 03 5521 9080, and it says the warehouse got it 17 days ago.',
          knownBy: 'customer',
          reveal: 'whenAsked',
          phrasings: ['tracking number', 'when did you send it back', 'proof of return', 'when was it delivered'],
        },
        {
          label: 'Amount paid',
          value: 'I paid $129.99.',
          knownBy: 'customer',
          reveal: 'whenAsked',
          phrasings: ['how much did you pay', 'price', 'amount'],
        },
        {
          label: 'What went wrong',
          value: 'The return was received but never scanned into stock, so the refund was never triggered.',
          knownBy: 'company',
        },
        {
          label: 'Refund today',
          value: 'Issue the $129.99 refund today to the original card; it appears within 3–5 business days.',
          knownBy: 'company',
          acceptable: true,
          phrasings: [
            'I have processed your refund to your card, you will see it in 3 to 5 business days',
            'refund issued to your original card today',
          ],
        },
        {
          label: 'Goodwill',
          value: 'A $10 store credit for the wait.',
          knownBy: 'company',
          phrasings: ['store credit', 'voucher for the inconvenience'],
        },
      ],
    },
    'fr-FR': {
      name: 'Demande de remboursement : casque renvoyé',
      description:
        'Une cliente a renvoyé un casque sans fil il y a trois semaines et n’a toujours pas été remboursée. Confirmez le retour, expliquez ce qui s’est passé et faites en sorte que le remboursement parte avec une date claire.',
      customerName: 'Sofia Alvarez',
      customerAge: 27,
      customerAddress: '12 rue des Lilas, 69003 Lyon',
      customerSince: 'juillet 2023',
      customerIssueDescription:
        'A renvoyé un casque sans fil (129,99 €, commande 88-377105) avec l’étiquette prépayée il y a 21 jours ; le transporteur indique une livraison à l’entrepôt il y a 17 jours, mais aucun remboursement.',
      customerSpeakingStyle: 'Polie mais tenace ; a le numéro de suivi sous la main et demandera une date précise.',
      customerMood: 'calm',
      customerGoal: 'Je veux simplement récupérer mes 129,99 € sur ma carte, avec une date fiable.',
      customerObjections: ['Comment être sûre que ça va vraiment se faire cette fois ? On m’a déjà dit d’attendre.'],
      customerFacts: [
        {
          label: 'Le retour',
          value: 'J’ai renvoyé mon casque sans fil il y a trois semaines et je n’ai toujours pas été remboursée.',
          knownBy: 'customer',
          reveal: 'opening',
        },
        {
          label: 'Numéro de commande',
          value: 'Le numéro de commande est 88-377105.',
          knownBy: 'customer',
          reveal: 'whenAsked',
          phrasings: ['référence de commande', 'quelle commande'],
        },
        {
          label: 'Suivi du retour',
          value: 'Le numéro de suivi est 1Z 48W 2R7 03 5521 9080 ; l’entrepôt l’a reçu il y a 17 jours.',
          knownBy: 'customer',
          reveal: 'whenAsked',
          phrasings: ['numéro de suivi', 'quand avez-vous renvoyé', 'preuve de retour', 'date de livraison du colis'],
        },
        {
          label: 'Montant payé',
          value: 'J’ai payé 129,99 €.',
          knownBy: 'customer',
          reveal: 'whenAsked',
          phrasings: ['combien avez-vous payé', 'prix', 'montant'],
        },
        {
          label: 'Ce qui s’est passé',
          value: 'Le retour a été reçu mais jamais enregistré en stock, donc le remboursement n’est jamais parti.',
          knownBy: 'company',
        },
        {
          label: 'Remboursement aujourd’hui',
          value: 'Rembourser les 129,99 € aujourd’hui sur la carte d’origine ; visible sous 3 à 5 jours ouvrés.',
          knownBy: 'company',
          acceptable: true,
          phrasings: [
            'j’ai lancé votre remboursement sur votre carte, vous le verrez sous 3 à 5 jours ouvrés',
            'remboursement effectué aujourd’hui sur votre carte',
          ],
        },
        {
          label: 'Geste commercial',
          value: 'Un avoir de 10 € pour l’attente.',
          knownBy: 'company',
          phrasings: ['bon d’achat', 'geste commercial'],
        },
      ],
    },
  },
};
