import type { SeedReplies } from './types.js';

/** English replies to the telecom roleplays: billing dispute, password reset, cancellation retention. */
export const TELECOM_REPLIES: SeedReplies = {
  'billing-dispute': {
    'en-US': {
      welcome: {
        paraphrase: "Thanks for getting in touch, I'm sorry about that unexpected charge. I'll gladly look into it for you.",
        partial: 'Hi there.',
        offTopic: 'Your new router will be delivered on Friday between 8am and noon.',
        contradiction: "Thanks for contacting us, but I won't look into that charge, you'll have to pay it.",
      },
      disclaimer: {
        paraphrase: 'Yes, we record this conversation for training and quality purposes.',
        partial: 'Yes, it is.',
        offTopic: 'Could you tell me the dates you were travelling?',
        contradiction: 'No, this conversation is not recorded for quality or training purposes.',
      },
      'verify-identity': {
        paraphrase: 'Thanks. To verify your identity, please can you confirm the full name and billing address on the account?',
        partial: 'Thank you for the account number.',
        offTopic: 'The credit will show on your next bill.',
        contradiction: "Thanks, I don't need to verify your identity or confirm your name and address.",
      },
      'travel-details': {
        paraphrase: 'Thanks Dana. What dates were you travelling, and did you add a travel pass before you left?',
        partial: 'Thank you, Dana.',
        offTopic: 'Is there anything else I can help you with today?',
        contradiction: "Thank you, Dana. I don't need to know the dates you travelled or whether you added a travel pass.",
      },
      'explain-and-credit': {
        paraphrase:
          'Your pass was activated on March 4, a day after you arrived, so March 3 was charged at the standard roaming rate. As a one-off courtesy I will credit the $89.99 back to your account.',
        partial: 'Roaming charges apply when you travel abroad.',
        offTopic: 'This conversation is recorded for quality and training purposes.',
        contradiction:
          'The pass was activated on March 4, so March 3 was billed at the standard roaming rate, and I will not credit the $89.99 back to your account.',
      },
      'credit-timing': {
        paraphrase: "You'll see the credit on your next bill, and a confirmation email will reach you within 24 hours.",
        partial: 'Soon.',
        offTopic: 'Could you confirm the billing address on the account?',
        contradiction: 'The credit will not appear on your next bill and you will not receive any confirmation email.',
      },
      closing: {
        paraphrase: "You're welcome, Dana. Can I help with anything else today? Thanks for contacting us, have a great day.",
        partial: 'Okay.',
        offTopic: 'Which travel pass did you add to your account?',
        contradiction: "You're welcome, Dana. I can't help you with anything else today.",
      },
    },
  },
  'password-reset': {
    'en-US': {
      welcome: {
        paraphrase: "Thanks for contacting us. Sorry you're locked out, I'll help you get back into your account.",
        partial: 'Hello, thanks for your message.',
        offTopic: 'Your parcel is held at the depot.',
        contradiction: "Thanks for contacting us. I can't help you get back into your account.",
      },
      disclaimer: {
        paraphrase: 'Before we begin, this chat is recorded for quality and security purposes, and I will never ask for your password.',
        partial: 'Before we begin, I need a few details.',
        offTopic: 'Your account is unlocked now.',
        contradiction: 'This chat is not recorded, and I will need you to tell me your password.',
      },
      'what-happened': {
        paraphrase: 'I understand. Do you still have access to the mobile number and email address on the account?',
        partial: 'I understand.',
        offTopic: 'Can I take your date of birth and ZIP code?',
        contradiction: "I understand. It doesn't matter whether you still have access to the mobile number or email on the account.",
      },
      'verify-identity': {
        paraphrase:
          "Please don't share your password with anyone, me included. To verify your identity, can you confirm your date of birth and ZIP code?",
        partial: 'Okay, thank you.',
        offTopic: 'I have sent a secure reset link to your email address.',
        contradiction: "Sure, I'll use Summer2019, no need to verify your date of birth or ZIP code.",
      },
      'one-time-code': {
        paraphrase: "Thanks. I've sent a one-time code by text to the mobile ending in 4417. Can you read it back to me?",
        partial: 'Thank you.',
        offTopic: 'Is there anything else I can help you with?',
        contradiction: "Thanks. I haven't sent any one-time code to the mobile number ending in 4417.",
      },
      'reset-link': {
        paraphrase:
          "Your account is unlocked. I've emailed you a secure reset link, valid for 30 minutes, so you can choose a new password.",
        partial: 'Yes.',
        offTopic: 'This chat is recorded for quality and security purposes.',
        contradiction: "Your account is still locked, and I haven't sent you any reset link.",
      },
      closing: {
        paraphrase: "You're welcome, Marcus. Anything else I can help with? Thanks for contacting us, have a good day.",
        partial: 'Great.',
        offTopic: 'Could you read the code back to me?',
        contradiction: "You're welcome, Marcus. I can't help you with anything else.",
      },
    },
  },
  'cancellation-retention': {
    'en-US': {
      welcome: {
        paraphrase: "Thanks for calling. I'm sorry you're thinking about leaving us; I'll take care of your request.",
        partial: 'Hello.',
        offTopic: 'Your claim number is CLM-20931.',
        contradiction: "Thanks for calling. I won't take care of your cancellation request.",
      },
      disclaimer: {
        paraphrase: 'Before we go on, please be aware this call is recorded for training and quality purposes.',
        partial: 'Before we go on, thank you for your patience.',
        offTopic: 'May I ask what is making you consider cancelling?',
        contradiction: 'Before we continue, this call is not recorded for quality or training purposes.',
      },
      'verify-identity': {
        paraphrase: 'Thanks, Patricia. To verify the account, please confirm the service address and your date of birth.',
        partial: 'Thanks, Patricia.',
        offTopic: 'I can offer you Fiber 500 for $54.99 a month.',
        contradiction: "Thanks, Patricia. There's no need to verify the account or confirm your address and date of birth.",
      },
      reason: {
        paraphrase:
          "Thanks, you're verified. Can I ask what's making you think about cancelling? Is it the price, the speed or the service?",
        partial: 'Thank you, your account is verified.',
        offTopic: 'Your new router ships within 3 business days.',
        contradiction: "Your account is verified. I don't need to know why you are cancelling.",
      },
      offer: {
        paraphrase:
          'I understand, and thanks for your loyalty. I can offer Fiber 500 at $54.99 a month for 12 months with a free router upgrade, so you keep the same service without any installation.',
        partial: 'I understand, thank you for being with us.',
        offTopic: 'Could you confirm the service address and your date of birth?',
        contradiction: "I understand, but I can't offer you Fiber 500 for $54.99 per month or any router upgrade.",
      },
      'confirm-terms': {
        paraphrase:
          'Great. To confirm: Fiber 500 at $54.99 a month for 12 months from your next bill, then the standard rate, no contract, and the new router ships within 3 business days. Do you agree to these terms?',
        partial: 'Great, thank you.',
        offTopic: 'This call is recorded for quality and training purposes.',
        contradiction: 'Great. The $54.99 price starts in six months and needs a 24-month contract, and no router will ship.',
      },
      closing: {
        paraphrase:
          "Thanks, Patricia. You'll get an email confirming the new price. Anything else I can help with? Thanks for staying with us, have a great day.",
        partial: 'Thank you.',
        offTopic: 'What is making you consider cancelling?',
        contradiction: "Thank you, Patricia. You won't receive any email confirming the new price.",
      },
    },
  },
};
