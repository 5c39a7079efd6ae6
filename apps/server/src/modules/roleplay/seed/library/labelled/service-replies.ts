import type { SeedReplies } from './types.js';

/** English replies to the insurance, plan upgrade, fraud alert and address change roleplays. */
export const SERVICE_REPLIES: SeedReplies = {
  'insurance-claim-fnol': {
    'en-US': {
      welcome: {
        paraphrase: "Thanks for calling. Sorry to hear about your accident, I'm here to help you with the claim.",
        partial: 'Hello, thanks.',
        offTopic: 'Your new password reset link is valid for 30 minutes.',
        contradiction: "Thanks for calling. I'm not able to help you with a claim.",
      },
      safety: {
        paraphrase: 'First of all, are you and everyone involved safe? Does anyone need medical attention?',
        partial: 'First of all, take a deep breath.',
        offTopic: 'Could you give me your policy number?',
        contradiction: "Whether you or anyone involved is safe or needs medical attention doesn't matter right now.",
      },
      disclaimer: {
        paraphrase: "I'm glad everyone's safe. Please note this call is recorded, and what you tell me will be used to assess the claim.",
        partial: "I'm glad everyone is safe.",
        offTopic: 'Did you exchange details with the other driver?',
        contradiction: "I'm glad everyone is safe. This call is not recorded, and nothing you tell me will be used to assess your claim.",
      },
      'verify-policy': {
        paraphrase: 'Could you give me your policy number and confirm your date of birth, so I can verify the policy?',
        partial: 'Sure, just a moment.',
        offTopic: 'A partner body shop will call you within one business day.',
        contradiction: "I don't need your policy number or your date of birth to verify the policy.",
      },
      'what-happened': {
        paraphrase: 'Thanks, Kevin, the policy is verified. Could you tell me when and where the accident happened, and what was damaged?',
        partial: 'Thank you, Kevin.',
        offTopic: 'Your policy includes a rental car while your car is in the shop.',
        contradiction: "Thanks, Kevin. I don't need to know when or where the accident happened or what was damaged.",
      },
      'other-party': {
        paraphrase: 'Did you swap details with the other driver, and was a police report made?',
        partial: 'Okay, I see.',
        offTopic: 'Are you and everyone involved safe?',
        contradiction: "You don't need to exchange details with the other driver or make a police report.",
      },
      'open-claim': {
        paraphrase:
          "I've opened your claim, CLM-20931. A partner body shop will call you within one business day to book the repair, and your policy includes a rental car while yours is in the shop.",
        partial: "We'll be in touch.",
        offTopic: 'Please note that this call is recorded.',
        contradiction: "I haven't opened a claim, and your policy does not include a rental car while your car is in the shop.",
      },
      closing: {
        paraphrase:
          "You're welcome, Kevin. You'll receive a text with your claim number. Anything else I can help with? Take care and drive safely.",
        partial: 'Okay, bye.',
        offTopic: 'Can you tell me when and where the accident happened?',
        contradiction: "You're welcome, Kevin. You won't receive a text with your claim number.",
      },
    },
  },
  'plan-upgrade': {
    'en-US': {
      welcome: {
        paraphrase:
          "Hello, it's your mobile provider's customer care team. Am I speaking to Brian Kowalski? I'm calling about your recent data usage.",
        partial: 'Hello, is that Brian?',
        offTopic: 'Your claim has been opened.',
        contradiction: "Hello, this is your mobile provider. I'm not calling about your data usage.",
      },
      disclaimer: {
        paraphrase:
          "I'm calling to help you avoid extra charges. This call is recorded for training and quality purposes; is it a good time to talk for a few minutes?",
        partial: 'Not exactly.',
        offTopic: 'Can you tell me how you mostly use your data?',
        contradiction: "Yes, it's a sales call, and it is not recorded.",
      },
      'verify-identity': {
        paraphrase: 'Thanks. Before we discuss your account, could you confirm your date of birth and the ZIP code on the account?',
        partial: 'Thank you.',
        offTopic: 'Unlimited Plus is $60 a month.',
        contradiction: "Thanks. I don't need your date of birth or ZIP code before discussing your account.",
      },
      usage: {
        paraphrase:
          "Thanks, Brian. I can see you've gone over your 10 GB allowance for three months now. Can you tell me how you mostly use your data?",
        partial: 'Thank you, Brian.',
        offTopic: 'The new plan starts from your next billing cycle.',
        contradiction: "Thanks, Brian. You haven't gone over your 10 GB allowance at all.",
      },
      recommend: {
        paraphrase:
          "That makes sense. With Unlimited Plus at $60 a month you'd never pay overage again. You've paid $75 to $85 a month recently, so you'd save about $20 a month.",
        partial: 'That makes sense.',
        offTopic: 'Could you confirm the ZIP code on your account?',
        contradiction: 'Unlimited Plus would not stop the overage fees, and it would cost you more than you pay now.',
      },
      terms: {
        paraphrase:
          'Great. To confirm: Unlimited Plus at $60 a month plus taxes, from your next billing cycle, no contract, and you can change plans anytime. Do you agree to the change?',
        partial: 'Great.',
        offTopic: 'How do you mostly use your data?',
        contradiction: 'Great. Unlimited Plus needs a 24-month contract and you cannot change plans.',
      },
      closing: {
        paraphrase: "Thanks, Brian. You'll get a confirmation by text and email. Is there anything else I can help with? Have a great day.",
        partial: 'Thanks.',
        offTopic: 'Is now a good time to talk?',
        contradiction: "Thank you, Brian. You won't receive any confirmation by text or email.",
      },
    },
  },
  'fraud-alert': {
    'en-US': {
      welcome: {
        paraphrase:
          "Good morning, this is your mobile provider's fraud prevention team. Am I speaking with Ellen Fitzgerald? I'm calling about a request made on your account today.",
        partial: 'Good morning.',
        offTopic: 'Your new address is 58 Orchard Road.',
        contradiction: "Good morning. This isn't about any request on your account.",
      },
      disclaimer: {
        paraphrase:
          "Good question. This call is recorded, and I'll never ask you for a PIN, a password or a code we send you. You can also hang up and call the number on the back of your bill.",
        partial: 'Good question.',
        offTopic: 'Did you or anyone you know make that request?',
        contradiction: 'Just trust me. I will need you to tell me the code we send you and your PIN.',
      },
      'verify-identity': {
        paraphrase:
          'To verify your identity, could you answer the security question on your account: what was the name of your first school?',
        partial: 'I just need one thing.',
        offTopic: 'Your phone keeps working as normal.',
        contradiction: "I don't need to verify your identity or ask your security question.",
      },
      'confirm-request': {
        paraphrase:
          'Thanks, Ellen. About an hour ago someone asked to move your phone number to a new SIM card at a store in Miami. Did you or anyone you know make that request?',
        partial: 'Thank you, Ellen.',
        offTopic: 'You will receive a letter at your home address.',
        contradiction: 'Thank you, Ellen. Nobody has asked to move your number to a new SIM card.',
      },
      'secure-account': {
        paraphrase:
          "Your phone will keep working normally. I've cancelled the request and added a port-out PIN so nobody can move your number without it. I'd also recommend changing your email and bank passwords.",
        partial: "Don't worry.",
        offTopic: 'Could you answer the security question on your account?',
        contradiction: "I haven't cancelled the request, and your number can still be moved without a PIN.",
      },
      'pin-advice': {
        paraphrase:
          "No, please don't tell me or anyone else. A letter will come to your home address explaining how to set it, and we'll never ask for it by phone.",
        partial: 'No.',
        offTopic: 'Is there anything else I can help you with?',
        contradiction: 'Yes, please tell me the new PIN now, we always ask for it by phone.',
      },
      closing: {
        paraphrase: "You're welcome, Ellen. Your account is protected now. Anything else I can help you with? Thanks, and have a good day.",
        partial: 'Bye.',
        offTopic: 'Did you make the SIM request?',
        contradiction: "You're welcome, Ellen. Your account is not protected yet.",
      },
    },
  },
  'address-change': {
    'en-US': {
      welcome: {
        paraphrase: "Thanks for contacting us, and congratulations on the move! I'll be happy to update your address.",
        partial: 'Hi!',
        offTopic: 'Your claim number is CLM-20931.',
        contradiction: "Thanks for contacting us. I can't update your address.",
      },
      disclaimer: {
        paraphrase: 'Please be aware this chat is recorded for training and quality purposes.',
        partial: 'Please bear with me.',
        offTopic: 'What is your new address?',
        contradiction: 'This chat is not recorded for quality or training purposes.',
      },
      'verify-identity': {
        paraphrase: 'To verify your identity, please confirm your full name, date of birth and the address currently on the account.',
        partial: 'Sure, one moment.',
        offTopic: "You'll receive a confirmation by email today.",
        contradiction: "I don't need to verify your identity, your name or your date of birth.",
      },
      'new-address': {
        paraphrase: "Thanks, Aisha, you're verified. What's your new address, with the apartment number and ZIP code?",
        partial: 'Thank you, Aisha.',
        offTopic: 'Enjoy your new home.',
        contradiction: "Thanks, Aisha. I don't need your new address.",
      },
      'read-back': {
        paraphrase: "I'll read it back: 58 Orchard Road, Bellevue, Washington 98004. Is that right?",
        partial: 'Okay, noted.',
        offTopic: 'Could you confirm your date of birth?',
        contradiction: "I won't read the address back, we'll just go with 1120 Pine Street.",
      },
      confirmation: {
        paraphrase:
          "Yes. I've updated your address; you'll get a confirmation email today and a letter at your new address within five business days.",
        partial: 'Yes.',
        offTopic: 'This chat is recorded for quality and training purposes.',
        contradiction: "No. I haven't updated your address and you won't receive any confirmation.",
      },
      closing: {
        paraphrase: "You're welcome, Aisha. Can I help with anything else today? Enjoy the new home and have a great day.",
        partial: 'Okay.',
        offTopic: 'What is your new address?',
        contradiction: "You're welcome, Aisha. I can't help you with anything else today.",
      },
    },
  },
};
