import type { LibraryVariant } from '../types.js';

export const enUS: LibraryVariant = {
  name: 'Password reset with identity check',
  description:
    'A customer is locked out of the online account after several failed attempts. Verify identity with date of birth, ZIP code and a one-time code, then send a secure reset link — never ask for the password.',
  customerName: 'Marcus Bell',
  customerAge: 35,
  customerAddress: '77 Harbor Street, Portland, ME 04101',
  customerSince: 'January 2020',
  customerIssueDescription: 'Locked out of the online account after five failed sign-in attempts; needs to download an invoice today.',
  customerSpeakingStyle: 'In a hurry and slightly impatient; offers his old password to speed things up.',
  customerFacts: [
    {
      label: 'Date of birth',
      value: 'September 14, 1989',
    },
    {
      label: 'ZIP code',
      value: '04101',
    },
    {
      label: 'Mobile on file',
      value: 'ending in 4417',
    },
    {
      label: 'One-time code',
      value: '582 931',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ["Hi. I can't get into my online account, it says it's locked."],
      recommendedAnswers: ["Thank you for contacting us. I'm sorry you're locked out; I'll help you get back into your account."],
      keyPoints: ['offer to help them get back into the account'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Okay, what do you need?'],
      recommendedAnswers: [
        'Before we start, please note this chat is recorded for quality and security purposes, and I will never ask you for your password.',
      ],
      keyPoints: ['say the chat is recorded for quality and security', 'say you will never ask for their password'],
      mustNot: ["ask for the customer's password"],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['I tried a few times this morning and now it just says the account is locked.'],
      recommendedAnswers: [
        'I understand. Can you tell me whether you still have access to the mobile number and email address on the account?',
      ],
      keyPoints: [
        'ask whether they still have the mobile number on the account',
        'ask whether they still have the email address on the account',
      ],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Yes, same phone number. Look, my old password was Summer2019, can you just use that?'],
      recommendedAnswers: [
        "Please don't share your password with anyone, including me. To verify your identity, could you confirm your date of birth and ZIP code?",
      ],
      keyPoints: ['tell the customer not to share their password with anyone', 'ask for their date of birth', 'ask for their ZIP code'],
      mustNot: ["ask for the customer's password", 'use the old password the customer offered'],
    },
    {
      id: 'one-time-code',
      kind: 'compliance',
      customerLines: ["Sorry. It's September 14, 1989, and the ZIP is 04101."],
      recommendedAnswers: [
        "Thank you. I've just sent a one-time code by text to the mobile number ending in 4417. Could you read it back to me?",
      ],
      keyPoints: ['send a one-time code by text to the mobile ending in 4417', 'ask the customer to read the code back'],
      mustNot: ["ask for the customer's password"],
    },
    {
      id: 'code-check',
      kind: 'select-one',
      customerLines: ['Got it, the code is 582 931.'],
      recommendedAnswers: ['The code matches: unlock the account'],
      chips: ['The code matches: unlock the account', 'The code does not match: send a new code', 'Skip the code and reset the password'],
    },
    {
      id: 'reset-link',
      kind: 'resolution',
      customerLines: ['So am I back in?'],
      recommendedAnswers: [
        "Your account is unlocked. I've sent a secure reset link to your email address; it is valid for 30 minutes and lets you choose a new password.",
      ],
      keyPoints: ['confirm the account is unlocked', 'send a secure reset link to their email', 'say the link is valid for 30 minutes'],
      mustNot: ['tell the customer a temporary password'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Got the email. Thanks for the help.'],
      recommendedAnswers: [
        "You're welcome, Marcus. Is there anything else I can help you with? Thank you for contacting us and have a good day.",
      ],
      keyPoints: ['ask whether there is anything else you can help with'],
    },
  ],
};
