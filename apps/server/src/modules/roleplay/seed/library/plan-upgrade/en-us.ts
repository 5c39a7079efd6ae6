import type { LibraryVariant } from '../types.js';

export const enUS: LibraryVariant = {
  name: 'Outbound plan upgrade: data overage',
  description:
    'Call a customer who has gone over the data allowance three months in a row. Introduce the call, verify identity, understand the usage and recommend a plan that saves money — without pressure.',
  customerName: 'Brian Kowalski',
  customerAge: 38,
  customerAddress: '96 Lakeview Terrace, Milwaukee, WI 53202',
  customerSince: 'October 2018',
  customerIssueDescription: 'On the 10 GB plan ($45/month); paid $30–$40 in overage fees in each of the last three months.',
  customerSpeakingStyle: 'Wary of sales calls at first; warms up once the advisor shows how much he would save.',
  customerFacts: [
    {
      label: 'Current plan',
      value: '10 GB, $45 per month',
    },
    {
      label: 'Average usage',
      value: '17 GB per month, mostly video streaming on the train',
    },
    {
      label: 'Recommended plan',
      value: 'Unlimited Plus, $60 per month, no overage, includes hotspot 15 GB',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hello?'],
      recommendedAnswers: [
        "Hello, this is your mobile provider's customer care team. Am I speaking with Brian Kowalski? I'm calling about your recent data usage.",
      ],
      keyPoints: [
        "introduce yourself as the mobile provider's customer care team",
        'check you are speaking with Brian Kowalski',
        'say the call is about his data usage',
      ],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ["Yes, that's me. Is this a sales call?"],
      recommendedAnswers: [
        "I'm calling to help you avoid extra charges. This call is recorded for quality and training purposes; is now a good time to talk for a few minutes?",
      ],
      keyPoints: ['say the call is recorded', 'ask whether now is a good time to talk'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['I guess so, go ahead.'],
      recommendedAnswers: [
        'Thank you. Before I discuss your account, could you please confirm your date of birth and the ZIP code on your account?',
      ],
      keyPoints: ['ask for the date of birth', 'ask for the ZIP code on the account'],
      mustNot: ['ask for the account password or PIN'],
    },
    {
      id: 'usage',
      kind: 'probing',
      customerLines: ["It's July 21, 1986, and the ZIP is 53202."],
      recommendedAnswers: [
        "Thank you, Brian. I can see you've gone over your 10 GB allowance for the last three months. Can you tell me how you mostly use your data?",
      ],
      keyPoints: ['say he has gone over his 10 GB allowance for the last three months', 'ask how he mostly uses his data'],
    },
    {
      id: 'recommend',
      kind: 'resolution',
      customerLines: ['Mostly streaming shows on the train to work. Those overage fees have been annoying, honestly.'],
      recommendedAnswers: [
        "That makes sense. With Unlimited Plus at $60 a month you would never pay overage again. You've paid between $75 and $85 a month recently, so you would save around $20 a month.",
      ],
      keyPoints: [
        'recommend Unlimited Plus at $60 a month',
        'say he would never pay overage again',
        'say he would save around $20 a month',
      ],
      mustNot: ['pressure the customer to decide right now', 'say the new plan costs nothing extra'],
    },
    {
      id: 'choice',
      kind: 'select-one',
      customerLines: ['Okay, that does sound better. When would it start?'],
      recommendedAnswers: ['From the start of your next billing cycle'],
      chips: ['From the start of your next billing cycle', 'Backdated to last month', 'In six months'],
    },
    {
      id: 'terms',
      kind: 'compliance',
      customerLines: ["Let's do it then."],
      recommendedAnswers: [
        'Great. To confirm: Unlimited Plus at $60 per month plus taxes, starting your next billing cycle, no contract, and you can change plans at any time. Do you agree to this change?',
      ],
      keyPoints: [
        'confirm Unlimited Plus at $60 per month plus taxes',
        'say it starts with the next billing cycle',
        'say there is no contract',
        'say he can change plans at any time',
        'ask whether he agrees to the change',
      ],
      mustNot: ['say a 24-month contract is required'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Yes, I agree.'],
      recommendedAnswers: [
        "Thank you, Brian. You'll receive a confirmation by text and email. Is there anything else I can help you with? Have a great day.",
      ],
      keyPoints: ['say a confirmation will follow by text and email', 'ask whether there is anything else you can help with'],
    },
  ],
};
