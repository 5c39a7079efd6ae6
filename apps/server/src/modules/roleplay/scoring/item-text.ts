import type { UnscriptedScoreKey } from '@switchboard/contracts';

/**
 * The label and description of each engine item of the unscripted score list as the API gives them
 * (the spec's `{label, score, description}`). The web shows its own translation of each key; these
 * are for API clients and exports, and say what the item measured rather than a verdict.
 */
export const ENGINE_ITEM_TEXT: Readonly<Record<UnscriptedScoreKey, { label: string; description: string }>> = {
  welcome: { label: 'Welcome', description: 'Greeted the customer, best in the first message.' },
  disclaimer: { label: 'Disclaimer', description: 'Gave the recording disclaimer early in the conversation.' },
  probing: { label: 'Probing', description: 'Questions that drew out something the customer knew and had not yet said.' },
  empathy: { label: 'Empathy', description: "Acknowledged the customer's feelings each time the customer showed them." },
  compliance: { label: 'Compliance', description: 'Checked what the customer knows before offering a solution.' },
  resolution: {
    label: 'Resolution',
    description: 'Offered a resolution the roleplay accepts, and the customer accepted it after its objections were answered.',
  },
  closing: { label: 'Closing', description: 'Closed the conversation politely once the issue was resolved.' },
  professional_language: { label: 'Professional language', description: 'Messages free of words to avoid, rudeness and blame.' },
  handling_time: {
    label: 'Handling time',
    description: 'Resolved within the target handling time; an unresolved chat earns nothing here.',
  },
  responsiveness: { label: 'Responsiveness', description: 'Replies sent within the idle threshold.' },
};
