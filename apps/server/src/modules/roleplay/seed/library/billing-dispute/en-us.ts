import type { LibraryVariant } from '../types.js';

export const enUS: LibraryVariant = {
  name: 'Billing dispute: unexpected roaming charge',
  description:
    'A long-standing customer finds a $89.99 roaming charge on her bill although she bought a travel pass. Verify her identity, find out what happened and resolve the charge fairly.',
  customerName: 'Dana Whitfield',
  customerAge: 42,
  customerAddress: '418 Maple Avenue, Columbus, OH 43215',
  customerSince: 'June 2017',
  customerIssueDescription: 'Charged $89.99 for roaming in Canada (March 3–9) despite adding a travel pass.',
  customerSpeakingStyle: 'Polite but firm; has checked her bill line by line and expects a clear explanation.',
  customerFacts: [
    {
      label: 'Account number',
      value: '5521 0043 87',
    },
    {
      label: 'Travel pass',
      value: 'Canada & Mexico Day Pass, activated March 4 at 08:12',
    },
    {
      label: 'Disputed charge',
      value: '$89.99 standard roaming, March 3',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ["Hi, I'm looking at my latest bill and there's a roaming charge I really don't think I should be paying."],
      recommendedAnswers: [
        "Thank you for contacting us. I'm sorry to hear about the unexpected charge, I'll be glad to look into it for you.",
      ],
      keyPoints: ['apologise for the unexpected charge', 'offer to look into the charge'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Okay. Before we go on, is this conversation being kept anywhere?'],
      recommendedAnswers: ['Yes, this conversation is recorded for quality and training purposes.'],
      keyPoints: ['confirm the conversation is recorded', 'say it is for quality and training purposes'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Fine. My account number is 5521 0043 87.'],
      recommendedAnswers: [
        'Thank you. To verify your identity, could you please confirm the full name and the billing address on the account?',
      ],
      keyPoints: ['ask for the full name on the account', 'ask for the billing address'],
      mustNot: ['ask for the account password or PIN', 'ask for the full card number'],
    },
    {
      id: 'travel-details',
      kind: 'probing',
      customerLines: ['Dana Whitfield, 418 Maple Avenue, Columbus. The charge is $89.99 for roaming.'],
      recommendedAnswers: [
        'Thank you, Dana. Could you tell me the dates you were travelling and whether you added a travel pass before you left?',
      ],
      keyPoints: ['ask for the dates of the trip', 'ask whether she added a travel pass before leaving'],
    },
    {
      id: 'which-pass',
      kind: 'select-one',
      customerLines: ['I was in Toronto from March 3 to March 9, and I definitely added a pass. Which one do you see on my account?'],
      recommendedAnswers: ['Canada & Mexico Day Pass'],
      chips: ['Canada & Mexico Day Pass', 'Europe Travel Pass', 'No travel pass on the account'],
    },
    {
      id: 'explain-and-credit',
      kind: 'resolution',
      customerLines: ['Then why was I charged the full roaming rate?'],
      recommendedAnswers: [
        'The pass was activated on March 4, the day after you arrived, so March 3 was billed at the standard roaming rate. As a one-time courtesy I will credit the $89.99 back to your account.',
      ],
      keyPoints: [
        'explain the pass was activated on March 4',
        'explain March 3 was billed at the standard roaming rate',
        'credit the $89.99 back to the account',
      ],
      mustNot: ['promise to refund all future roaming charges', 'blame the customer for not reading the terms'],
      chips: ['Explain the activation date and credit the charge', 'Explain the activation date only'],
    },
    {
      id: 'credit-timing',
      kind: 'regular',
      customerLines: ["That's fair, thank you. When will I see the credit?"],
      recommendedAnswers: ['The credit will appear on your next bill, and you will receive a confirmation email within 24 hours.'],
      keyPoints: ['say the credit appears on the next bill', 'say a confirmation email arrives within 24 hours'],
      mustNot: ['promise a cash refund to the card today'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Great, thanks for sorting this out so quickly.'],
      recommendedAnswers: [
        "You're welcome, Dana. Is there anything else I can help you with today? Thank you for contacting us and have a great day.",
      ],
      keyPoints: ['ask whether there is anything else you can help with'],
    },
  ],
};
