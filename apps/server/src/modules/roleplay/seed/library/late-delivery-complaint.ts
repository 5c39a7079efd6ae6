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
      customerFacts: [
        { label: 'Order number', value: '88-410273' },
        { label: 'Promised delivery', value: 'Last Tuesday' },
        { label: 'Tracking status', value: 'Held at the Charlotte depot for four days, address label damaged' },
        { label: 'Options available', value: 'Re-label and deliver tomorrow by noon, or pick up today at the Charlotte store' },
        { label: 'Goodwill allowed', value: 'Shipping refund ($15) and one month of free insurance' },
      ],
    },
  },
};
