import type { LibraryRoleplay } from './types.js';

/** Unscripted voice: broadband drops every evening for a home worker. Troubleshoot methodically. Any bot language. */
export const technicalFaultTriage: LibraryRoleplay = {
  key: 'technical-fault-triage',
  verticals: ['telecom'],
  type: 2,
  scripted: false,
  inboundEnabled: true,
  nluEnabled: true,
  liveTranscript: true,
  realTimeFeedback: true,
  visibilityId: 6,
  threshold: 60,
  anyLanguage: true,
  variants: {
    'en-US': {
      name: 'Technical fault triage: evening broadband drops',
      description:
        'A customer who works from home loses the internet connection every evening. Ask the right questions, run through the checks step by step and either fix it or book an engineer with a clear time.',
      customerName: 'Priya Natarajan',
      customerAge: 33,
      customerAddress: '44 Hillcrest Road, Raleigh, NC 27605',
      customerSince: 'April 2019',
      customerIssueDescription:
        'Broadband drops for 5–10 minutes several times every evening since last week; the router light blinks orange during the drops. She has client video calls in the evening.',
      customerSpeakingStyle:
        'Semi-technical and precise; has already restarted the router twice. Appreciates clear steps, dislikes being asked to repeat what she already did.',
      customerMood: 'calm',
      customerGoal: 'I need a connection that stays up in the evenings, for my client calls.',
      customerObjections: ['I can’t be without internet for a whole day. Will the engineer come at a set time?'],
      customerFacts: [
        {
          label: 'The drops',
          value:
            'Since last week my broadband drops for five to ten minutes several times every evening, and I have client video calls then.',
          knownBy: 'customer',
          reveal: 'opening',
        },
        {
          label: 'Router',
          value: 'It’s a Home Hub 3000, in the hallway next to the cordless phone base.',
          knownBy: 'customer',
          phrasings: ['which router', 'where is the router', 'what router do you have'],
        },
        {
          label: 'Light during drops',
          value: 'The light blinks orange while it’s down.',
          knownBy: 'customer',
          phrasings: ['what do the lights show', 'what colour is the light', 'router light'],
        },
        {
          label: 'Already tried',
          value: 'I’ve restarted the router twice and checked the cables.',
          knownBy: 'customer',
          phrasings: ['what have you tried', 'have you restarted', 'did you check the cables'],
        },
        { label: 'Line test result', value: 'Intermittent noise on the line after 6 pm.', knownBy: 'company' },
        {
          label: 'Engineer visit',
          value: 'Book an engineer tomorrow 8 am–12 pm or Friday 1–5 pm.',
          knownBy: 'company',
          acceptable: true,
          phrasings: ['book an engineer for tomorrow morning', 'engineer visit on Friday afternoon'],
        },
        {
          label: 'Interference check',
          value: 'Move the router away from the cordless phone base to cut interference.',
          knownBy: 'company',
        },
      ],
    },
  },
};
