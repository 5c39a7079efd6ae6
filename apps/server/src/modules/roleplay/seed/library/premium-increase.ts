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
      customerMood: 'frustrated',
      customerGoal: 'I want a fair price for my renewal, or I will move to another insurer.',
      customerObjections: ['Why should a loyal customer with no claims pay for everyone else’s storms?'],
      customerFacts: [
        {
          label: 'The increase',
          value: 'My home insurance renewal has gone up from $1,240 to $1,463, that’s 18% more, and I’ve never made a claim.',
          knownBy: 'customer',
          reveal: 'opening',
        },
        {
          label: 'Policy number',
          value: 'My policy number is HOM-220871.',
          knownBy: 'customer',
          phrasings: ['policy reference', 'which policy'],
        },
        {
          label: 'Renewal date',
          value: 'It renews in 21 days.',
          knownBy: 'customer',
          phrasings: ['when does it renew', 'renewal date', 'when is the renewal'],
        },
        {
          label: 'Current cover',
          value: 'I have a $500 deductible and no alarm discount that I know of.',
          knownBy: 'customer',
          phrasings: ['what is your deductible', 'do you have an alarm', 'your current cover'],
        },
        {
          label: 'Reasons for increase',
          value: 'Rebuild costs are up 11% in the region, and there were storm claims in the area.',
          knownBy: 'company',
        },
        {
          label: 'Possible savings',
          value: 'Raise the deductible from $500 to $1,000 (−$140) and add the monitored alarm discount (−$60).',
          knownBy: 'company',
          acceptable: true,
          phrasings: ['raise your deductible to $1,000 to save $140', 'monitored alarm discount of $60'],
        },
      ],
    },
  },
};
