import type { LibraryVariant } from '../types.js';

export const enUS: LibraryVariant = {
  name: 'Insurance claim: first notice of loss',
  description:
    'A policyholder calls shortly after being rear-ended at a red light. Check everyone is safe, verify the policy, record what happened and open the claim with clear next steps.',
  customerName: 'Kevin Osei',
  customerAge: 29,
  customerAddress: '1503 Elm Street, Apt 4B, Denver, CO 80203',
  customerSince: 'August 2021',
  customerIssueDescription: 'Rear-ended at a red light on Colfax Avenue at 8:15 this morning; rear bumper and trunk damaged, car drivable.',
  customerSpeakingStyle: 'Shaken and speaking quickly; calms down when the advisor is reassuring and structured.',
  customerFacts: [
    {
      label: 'Policy number',
      value: 'AUT-448210-7',
    },
    {
      label: 'Vehicle',
      value: '2019 Honda Civic, license plate CXR-2291',
    },
    {
      label: 'Other driver',
      value: 'Megan Price, insured with another company, policy on the exchange form',
    },
    {
      label: 'Police report',
      value: 'Denver PD report 24-118734',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ["Hi, I've just had an accident and I need to make a claim."],
      recommendedAnswers: ["Thank you for calling. I'm sorry to hear about your accident; I'm here to help you with your claim."],
      keyPoints: ['say you are sorry about the accident', 'offer to help with the claim'],
    },
    {
      id: 'safety',
      kind: 'probing',
      customerLines: ["Someone drove into the back of my car at a red light. I'm still kind of shaking."],
      recommendedAnswers: ['First, are you and everyone involved safe, and does anyone need medical attention?'],
      keyPoints: ['ask whether everyone involved is safe', 'ask whether anyone needs medical attention'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ["Nobody's hurt, I'm okay. I'm parked at a gas station now."],
      recommendedAnswers: [
        "I'm glad everyone is safe. Please note that this call is recorded, and what you tell me will be used to assess your claim.",
      ],
      keyPoints: ['say the call is recorded', 'say what they say will be used to assess the claim'],
    },
    {
      id: 'verify-policy',
      kind: 'compliance',
      customerLines: ['Sure. What do you need from me?'],
      recommendedAnswers: ['Could you please give me your policy number and confirm your date of birth so I can verify the policy?'],
      keyPoints: ['ask for the policy number', 'ask for the date of birth'],
      mustNot: ['ask for the online account password'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ["It's AUT-448210-7, and I was born on May 9, 1995."],
      recommendedAnswers: [
        'Thank you, Kevin, your policy is verified. Can you tell me when and where the accident happened and what was damaged?',
      ],
      keyPoints: ['confirm the policy is verified', 'ask when and where the accident happened', 'ask what was damaged'],
    },
    {
      id: 'other-party',
      kind: 'probing',
      customerLines: [
        'About 8:15 this morning on Colfax Avenue. I was stopped at the light and she hit my rear bumper. The trunk won’t close properly.',
      ],
      recommendedAnswers: ['Did you exchange details with the other driver, and was a police report made?'],
      keyPoints: ['ask whether details were exchanged with the other driver', 'ask whether a police report was made'],
      mustNot: ['tell the customer who is at fault'],
    },
    {
      id: 'drivable',
      kind: 'select-one',
      customerLines: ['Yes, we filled in the exchange form, and the police gave me report number 24-118734. The car still drives.'],
      recommendedAnswers: ['Drivable: book a repair at a partner body shop'],
      chips: ['Drivable: book a repair at a partner body shop', 'Not drivable: send a tow truck', 'Close the call without a claim'],
    },
    {
      id: 'open-claim',
      kind: 'resolution',
      customerLines: ['So what happens now?'],
      recommendedAnswers: [
        "I've opened your claim, number CLM-20931. A partner body shop will call you within one business day to book the repair, and your policy includes a rental car while your car is in the shop.",
      ],
      keyPoints: [
        'give the claim number CLM-20931',
        'say a partner body shop will call within one business day',
        'say the policy includes a rental car during the repair',
      ],
      mustNot: ['promise a payout amount before the damage is assessed'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Okay, that helps a lot. Thank you.'],
      recommendedAnswers: [
        "You're welcome, Kevin. You'll get a text with your claim number. Is there anything else I can help you with? Take care and drive safely.",
      ],
      keyPoints: ['say a text with the claim number will follow', 'ask whether there is anything else you can help with'],
    },
  ],
};
