import type { LibraryVariant } from '../types.js';

export const enUS: LibraryVariant = {
  name: 'Cancellation and retention: broadband',
  description:
    'A customer calls to cancel home broadband because a competitor offers a cheaper deal. Find the real reason, present a fair loyalty offer and confirm the new terms clearly.',
  customerName: 'Patricia Gomez',
  customerAge: 51,
  customerAddress: '2290 Willow Creek Drive, Austin, TX 78741',
  customerSince: 'March 2015',
  customerIssueDescription: 'Wants to cancel Fiber 500 ($74.99/month); a competitor offers 500 Mbps for $49.99 for 12 months.',
  customerSpeakingStyle: 'Calm and decided; has done her research and will not be pushed, but is open to a good offer.',
  customerFacts: [
    {
      label: 'Current plan',
      value: 'Fiber 500, $74.99 per month, out of contract',
    },
    {
      label: 'Competitor offer',
      value: '500 Mbps for $49.99 per month for 12 months',
    },
    {
      label: 'Loyalty offer available',
      value: 'Fiber 500 for $54.99 per month for 12 months, free router upgrade',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ["Hello, I'm calling because I'd like to cancel my home internet."],
      recommendedAnswers: ["Thank you for calling. I'm sorry to hear you're thinking of leaving; I'll take care of your request."],
      keyPoints: ['acknowledge they want to leave and offer to take care of the request'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Okay.'],
      recommendedAnswers: ['Before we continue, please note that this call is recorded for quality and training purposes.'],
      keyPoints: ['say the call is recorded for quality and training purposes'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['That’s fine. The account is under Patricia Gomez.'],
      recommendedAnswers: [
        'Thank you, Patricia. To verify the account, could you please confirm the service address and your date of birth?',
      ],
      keyPoints: ['ask for the service address', 'ask for the date of birth'],
      mustNot: ['ask for the account password or PIN'],
    },
    {
      id: 'reason',
      kind: 'probing',
      customerLines: ['2290 Willow Creek Drive in Austin, and March 2, 1974.'],
      recommendedAnswers: [
        'Thank you, your account is verified. May I ask what is making you consider cancelling? Is it the price, the speed or the service?',
      ],
      keyPoints: ['confirm the account is verified', 'ask why the customer is considering cancelling'],
    },
    {
      id: 'offer',
      kind: 'resolution',
      customerLines: [
        "It's the price. I've been with you more than ten years and someone else is offering the same speed for $49.99. I'm paying $74.99.",
      ],
      recommendedAnswers: [
        'I understand, and thank you for your loyalty. I can offer you Fiber 500 for $54.99 per month for 12 months, with a free router upgrade, so you keep the same service with no installation.',
      ],
      keyPoints: [
        'thank the customer for her loyalty',
        'offer Fiber 500 for $54.99 per month for 12 months',
        'include a free router upgrade',
      ],
      mustNot: ['tell the customer she cannot cancel', 'offer the discount for life', 'say a new contract is required'],
    },
    {
      id: 'decision',
      kind: 'select-one',
      customerLines: ["That's closer. What happens after the 12 months, and do I have to sign a contract?"],
      recommendedAnswers: ['No contract; the price returns to the standard rate after 12 months'],
      chips: [
        'No contract; the price returns to the standard rate after 12 months',
        'A 24-month contract with an early termination fee',
        'The discount applies for life',
      ],
    },
    {
      id: 'confirm-terms',
      kind: 'compliance',
      customerLines: ["Okay, I'll stay at $54.99 then."],
      recommendedAnswers: [
        'Great. To confirm: Fiber 500 at $54.99 per month for 12 months starting with your next bill, then the standard rate, no contract, and your new router ships within 3 business days. Do you agree to these terms?',
      ],
      keyPoints: [
        'confirm Fiber 500 at $54.99 per month for 12 months from the next bill',
        'say the standard rate applies after 12 months',
        'say there is no contract',
        'say the new router ships within 3 business days',
        'ask whether she agrees to these terms',
      ],
      mustNot: ['mention an early termination fee', 'say the discount never ends'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Yes, I agree. Thank you.'],
      recommendedAnswers: [
        "Thank you, Patricia. You'll receive an email confirming the new price. Is there anything else I can help you with? Thank you for staying with us and have a great day.",
      ],
      keyPoints: ['say an email will confirm the new price', 'ask whether there is anything else you can help with'],
    },
  ],
};
