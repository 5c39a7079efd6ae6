import type { Rng } from './random.js';

/**
 * What the demo advisors say where the library has no labelled replies: whole unscripted conversations
 * (the built-in customer answers each line, the engine scores the result) and the mentor's comments.
 * Written per level, so a strong advisor's conversation reads like one and a struggling one's does too.
 */

export type Level = 'strong' | 'steady' | 'struggling';

/** Unscripted conversations per library roleplay key and level (en-US, the demo groups' language). */
export const UNSCRIPTED_LINES: Record<string, Record<Level, string[]>> = {
  'refund-request': {
    strong: [
      "Hi Sofia, thanks for getting in touch, and I'm sorry you're still waiting for your money. Could you give me the order number so I can look into it?",
      'Thank you. Do you have the tracking number from the return label, and when did the courier deliver it to us?',
      'I understand how frustrating it is to wait three weeks when you did everything right. Give me a moment while I check the warehouse records.',
      "I've found it: your return arrived but was never scanned into stock, so the refund was never triggered. That's our mistake.",
      "I've issued your refund of $129.99 today to the card you paid with. You'll see it within 3 to 5 business days, and a confirmation email is on its way.",
      "I've also added a $10 store credit to your account for the wait. Is there anything else I can help you with today?",
      'Thank you for your patience, Sofia. Have a great day!',
    ],
    steady: [
      'Hello, thanks for contacting us. What is the order number please?',
      'Thanks. Can you give me the tracking number of the return?',
      'Ok, I can see the warehouse received it. Sorry for the delay.',
      'It looks like the return was not processed, so the refund did not go through.',
      "I've processed the refund of $129.99 to your original card. It should show in 3 to 5 business days.",
      'Anything else I can help with? Have a nice day.',
    ],
    struggling: [
      'Hi, how can I help?',
      'Refunds can take a while. Can I have your order number?',
      'Ok. You need to wait a bit longer, refunds are processed in batches.',
      'I can raise a ticket with the warehouse team and they will get back to you.',
      'I have asked for the refund now, it should come soon.',
      'Bye.',
    ],
  },
  'technical-fault-triage': {
    strong: [
      "Hello Priya, thanks for calling, I'm sorry your connection keeps dropping, especially with client calls in the evening. Which router do you have, and where is it?",
      'Thanks. What do the lights on the router show while the connection is down?',
      'And what have you tried so far, so I do not ask you to repeat it?',
      'Thank you, that helps. I have run a line test: there is intermittent noise on your line after 6 pm, which explains the evening drops.',
      'The cordless phone base next to the router can add interference, so please move the router a metre or two away from it in the meantime.',
      'To fix the line itself I can book an engineer: tomorrow between 8 am and 12 pm, or Friday between 1 and 5 pm. Which suits you?',
      "Done, the engineer is booked for Friday between 1 and 5 pm, and you'll get a text confirmation. Is there anything else I can help with?",
      'Thank you for your patience, Priya. Have a good evening and good luck with your calls.',
    ],
    steady: [
      'Hi, thanks for calling. Sorry to hear about the drops. What router do you have?',
      'Ok. Have you restarted it?',
      'Right. I ran a test and there is some noise on the line in the evening.',
      'I can book an engineer for tomorrow morning between 8 and 12, or Friday afternoon.',
      'Booked for tomorrow morning. Anything else? Bye.',
    ],
    struggling: [
      'Hello. Please restart your router.',
      'Please restart it again and check the cables.',
      'It is probably your wifi. Try moving closer to the router.',
      'If it still happens next week, call us back and we will look at it.',
    ],
  },
};

/** The level a session is played at: the advisor's usual level, sometimes a better or a worse day. */
export function levelOf(base: Level, rng: Rng): Level {
  const order: Level[] = ['struggling', 'steady', 'strong'];
  const i = order.indexOf(base) + (rng.next() < 0.2 ? -1 : rng.next() < 0.2 ? 1 : 0);
  return order[Math.max(0, Math.min(2, i))]!;
}

/** Short replies an advisor types when they have not read the customer's line properly (refused by the matcher). */
export const VAGUE_REPLIES = ['Ok, one moment please.', 'Sure, let me check.', 'I see. Can you tell me more?', 'Right, thanks.'];

/** What a mentor writes on a reviewed session, by how it went; `{first}` is the advisor's first name. */
export const MENTOR_COMMENTS: Record<'high' | 'middle' | 'low', string[]> = {
  high: [
    'Great work, {first}. You checked the details before acting, kept the customer informed at every step and closed warmly. Keep it up.',
    'Very good, {first}. The customer never had to ask twice. Next time, sum up what you did before you close; you are nearly there on every step.',
    'Excellent, {first}. Calm and structured from start to finish. Please share how you handled this customer at Thursday’s huddle.',
  ],
  middle: [
    'Solid attempt, {first}. The substance was right, but you went to the solution before acknowledging how the customer felt. Start with empathy, then fix.',
    'Good structure, {first}. Some replies were too vague the first time: say exactly what you need or what you have done. Try this roleplay again this week.',
    'Decent result, {first}. Watch your response times in the middle of the conversation: the customer waited on you twice. Use holding statements.',
  ],
  low: [
    '{first}, let’s go through this one together on Thursday. Acknowledge the customer first, then ask for the exact details you need. Please practise it again before then.',
    'Not there yet, {first}. Several replies missed what the customer needed and nobody told them what happens next. Re-read the key points and try again.',
  ],
};

/** Why the mentor moved a reply's score: up when the engine was too strict, down when the words were right but the tone was not. */
export const EDIT_NOTES = {
  up: 'I raised one reply’s score: your wording differed from the script, but the customer got everything they needed.',
  down: 'I lowered one reply’s score: it matched the script, but it read as rushed and skipped the acknowledgement.',
};
