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
      customerFacts: [
        { label: 'Router', value: 'Home Hub 3000, in the hallway next to the cordless phone base' },
        { label: 'Light during drops', value: 'Blinking orange (line sync lost)' },
        { label: 'Line test result', value: 'Intermittent noise on the line after 6 pm' },
        { label: 'Already tried', value: 'Restarted the router twice, checked cables' },
        { label: 'Engineer slots', value: 'Tomorrow 8 am–12 pm or Friday 1–5 pm' },
      ],
    },
  },
};
