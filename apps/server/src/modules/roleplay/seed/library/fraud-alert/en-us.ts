import type { LibraryVariant } from '../types.js';

export const enUS: LibraryVariant = {
  name: 'Fraud alert: suspicious SIM swap request',
  description:
    'Call a customer after a SIM swap was requested for her number at a store in another city. Verify her safely without asking for codes or PINs, stop the request and secure the account.',
  customerName: 'Ellen Fitzgerald',
  customerAge: 67,
  customerAddress: '31 Birch Lane, Hartford, CT 06105',
  customerSince: 'May 2009',
  customerIssueDescription:
    'A SIM swap for her number was requested at a Miami store an hour ago; she is at home in Hartford and made no request.',
  customerSpeakingStyle: 'Cautious and a little anxious; suspicious of anyone calling about fraud.',
  customerFacts: [
    {
      label: 'Request',
      value: 'SIM swap requested at a Miami store at 10:42 today, on hold pending verification',
    },
    {
      label: 'Security question',
      value: 'Name of first school: Saint Anne',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hello, who is this?'],
      recommendedAnswers: [
        "Good morning, this is the fraud prevention team of your mobile provider. Am I speaking with Ellen Fitzgerald? I'm calling about a request made on your account today.",
      ],
      keyPoints: [
        "introduce yourself as the provider's fraud prevention team",
        'check you are speaking with Ellen Fitzgerald',
        'say you are calling about a request made on the account today',
      ],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ["Yes. How do I know you're really from the phone company?"],
      recommendedAnswers: [
        "That's a good question. This call is recorded, and I will never ask you for a PIN, a password or a code we send you. You can also hang up and call the number on the back of your bill.",
      ],
      keyPoints: [
        'say the call is recorded',
        'say you will never ask for a PIN, a password or a code',
        'say she can hang up and call the number on her bill',
      ],
      mustNot: ['ask for a PIN or password'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ["Alright, I'll stay on. What do you need?"],
      recommendedAnswers: [
        'To verify your identity, could you please answer the security question on your account: the name of your first school?',
      ],
      keyPoints: ['ask the security question: the name of her first school'],
      mustNot: ['ask for the code sent by text', 'ask for the account PIN', 'ask for the account password'],
    },
    {
      id: 'confirm-request',
      kind: 'probing',
      customerLines: ['Saint Anne.'],
      recommendedAnswers: [
        'Thank you, Ellen. Someone asked to move your phone number to a new SIM card at a store in Miami about an hour ago. Did you or anyone you know make that request?',
      ],
      keyPoints: [
        'say someone asked to move her number to a new SIM card in Miami',
        'ask whether she or someone she knows made the request',
      ],
    },
    {
      id: 'action',
      kind: 'select-one',
      customerLines: ["No! I'm at home in Hartford. I haven't been to Miami in years."],
      recommendedAnswers: ['Cancel the SIM swap and add a port-out PIN'],
      chips: ['Cancel the SIM swap and add a port-out PIN', 'Let the SIM swap go ahead', 'Ask the customer to read the verification code'],
    },
    {
      id: 'secure-account',
      kind: 'resolution',
      customerLines: ['Oh my goodness. What happens now? Is my phone still working?'],
      recommendedAnswers: [
        "Your phone keeps working as normal. I've cancelled the request and added a port-out PIN, so nobody can move your number without it. I also recommend changing the password of your email and bank accounts.",
      ],
      keyPoints: [
        'say her phone keeps working',
        'say the SIM swap request is cancelled',
        'say a port-out PIN was added',
        'recommend changing her email and bank passwords',
      ],
      mustNot: ['ask for the code sent to her phone'],
    },
    {
      id: 'pin-advice',
      kind: 'compliance',
      customerLines: ['Okay. Do I need to tell you the new PIN?'],
      recommendedAnswers: [
        "No, please don't tell me or anyone else. You'll receive a letter at your home address explaining how to set it, and we will never ask for it by phone.",
      ],
      keyPoints: [
        'tell her not to share the PIN with anyone',
        'say a letter will explain how to set it',
        'say we never ask for it by phone',
      ],
      mustNot: ['ask the customer to tell you the PIN'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Thank you so much for calling me.'],
      recommendedAnswers: [
        "You're welcome, Ellen. Your account is protected now. Is there anything else I can help you with? Thank you, and have a good day.",
      ],
      keyPoints: ['say her account is protected', 'ask whether there is anything else you can help with'],
    },
  ],
};
