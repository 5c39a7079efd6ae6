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
      customerFacts: [
        { label: 'Order number', value: '88-377105' },
        { label: 'Return tracking', value: '1Z 48W 2R7 03 5521 9080, delivered to the warehouse 17 days ago' },
        { label: 'What happened', value: 'Return received but never scanned into stock, so the refund was not triggered' },
        { label: 'Refund timing', value: 'Issued today to the original card; 3–5 business days to appear' },
      ],
    },
  },
};
