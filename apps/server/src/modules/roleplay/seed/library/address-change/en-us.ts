import type { LibraryVariant } from '../types.js';

export const enUS: LibraryVariant = {
  name: 'Address change after a move',
  description:
    'A customer has moved and wants the account updated. Verify identity, capture the new address exactly, confirm the effective date and explain what the customer will receive.',
  customerName: 'Aisha Rahman',
  customerAge: 31,
  customerAddress: '1120 Pine Street, Apt 7, Seattle, WA 98101 (previous)',
  customerSince: 'February 2022',
  customerIssueDescription: 'Moved last weekend to 58 Orchard Road, Bellevue, WA 98004; wants letters and bills to go to the new address.',
  customerSpeakingStyle: 'Friendly and organised; types quickly and appreciates a clear summary.',
  customerFacts: [
    {
      label: 'New address',
      value: '58 Orchard Road, Bellevue, WA 98004',
    },
    {
      label: 'Move date',
      value: 'Last Saturday',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ["Hi! I've just moved and need to update my address."],
      recommendedAnswers: ["Thank you for contacting us, and congratulations on your move! I'll be happy to update your address."],
      keyPoints: ['offer to update the address'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Great, thanks.'],
      recommendedAnswers: ['Please note that this chat is recorded for quality and training purposes.'],
      keyPoints: ['say the chat is recorded for quality and training purposes'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Sure. What do you need from me?'],
      recommendedAnswers: [
        'To verify your identity, could you please confirm your full name, your date of birth and the address currently on the account?',
      ],
      keyPoints: ['ask for the full name', 'ask for the date of birth', 'ask for the address currently on the account'],
      mustNot: ["ask for the customer's password"],
    },
    {
      id: 'new-address',
      kind: 'probing',
      customerLines: ['Aisha Rahman, born April 2, 1993, and the old address is 1120 Pine Street, Apartment 7, Seattle.'],
      recommendedAnswers: ['Thank you, Aisha, you are verified. What is your new address, including the apartment number and ZIP code?'],
      keyPoints: ['confirm the customer is verified', 'ask for the new address with the apartment number and ZIP code'],
    },
    {
      id: 'read-back',
      kind: 'compliance',
      customerLines: ["It's 58 Orchard Road, Bellevue, WA 98004. It's a house, so no apartment number."],
      recommendedAnswers: ['Let me read that back: 58 Orchard Road, Bellevue, Washington 98004. Is that correct?'],
      keyPoints: ['read back 58 Orchard Road, Bellevue, WA 98004', 'ask whether the address is correct'],
    },
    {
      id: 'effective-date',
      kind: 'select-one',
      customerLines: ["Yes, that's right. When will it take effect?"],
      recommendedAnswers: ['Immediately, starting with the next letter or bill'],
      chips: ['Immediately, starting with the next letter or bill', 'In 90 days', 'Only after you send proof of address by post'],
    },
    {
      id: 'confirmation',
      kind: 'resolution',
      customerLines: ['Perfect. Will I get anything to confirm it?'],
      recommendedAnswers: [
        "Yes. I've updated your address, and you'll receive a confirmation by email today and a letter at your new address within five business days.",
      ],
      keyPoints: [
        'confirm the address is updated',
        'say a confirmation email arrives today',
        'say a letter arrives at the new address within five business days',
      ],
      mustNot: ['ask for proof of address by post'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Great, that was quick. Thank you!'],
      recommendedAnswers: [
        "You're welcome, Aisha. Is there anything else I can help you with today? Enjoy your new home and have a great day.",
      ],
      keyPoints: ['ask whether there is anything else you can help with'],
    },
  ],
};
