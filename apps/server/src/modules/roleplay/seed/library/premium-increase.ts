import type { LibraryRoleplay } from './types.js';

/** Unscripted chat: a home-insurance renewal went up 18%. Explain honestly, review the cover, find savings. */
export const premiumIncrease: LibraryRoleplay = {
  key: 'premium-increase',
  verticals: ['insurance'],
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
      name: 'Home insurance renewal: premium increase',
      description:
        'A customer is upset that the home-insurance renewal premium rose by 18% with no claims. Explain the reasons honestly, review the cover together and look for legitimate savings.',
      customerName: 'George Papadopoulos',
      customerAge: 58,
      customerAddress: '19 Oak Hollow Lane, Richmond, VA 23226',
      customerSince: 'September 2012',
      customerIssueDescription:
        'Renewal premium went from $1,240 to $1,463 (+18%) although he has never made a claim; threatens to switch insurer.',
      customerSpeakingStyle: 'Irritated, feels loyalty is not rewarded; responds well to transparency, badly to jargon.',
      customerFacts: [
        { label: 'Policy', value: 'HOM-220871, renewal in 21 days' },
        { label: 'Reasons for increase', value: 'Rebuild costs up 11% in the region, storm claims in the area' },
        { label: 'Possible savings', value: 'Raise deductible from $500 to $1,000 (−$140), monitored alarm discount (−$60)' },
      ],
    },
  },
};
