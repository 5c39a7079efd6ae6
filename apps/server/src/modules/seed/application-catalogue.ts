import { ROLES, type ApplicationInput, type Role } from '@switchboard/contracts';

/** Categories of the seeded catalogue (name and description, platform.md §3). */
const CATEGORY = {
  assist: { name: 'Agent assist', description: 'Help during live customer conversations.' },
  knowledge: { name: 'Knowledge', description: 'Answers, articles and procedures, where advisors need them.' },
  productivity: { name: 'Productivity', description: 'Tools that take routine after-contact work off your hands.' },
  communication: { name: 'Communication', description: 'News, changes and launches for the whole floor.' },
  analytics: { name: 'Analytics', description: 'Performance and quality insight for teams and sites.' },
  learning: { name: 'Learning', description: 'Practice, coaching and skills development.' },
  wellbeing: { name: 'Wellbeing', description: 'Healthy, sustainable working days.' },
  quality: { name: 'Quality', description: 'Feedback on how conversations sound and read.' },
  crm: { name: 'CRM', description: 'Customer records, cases and history.' },
  workforce: { name: 'Workforce', description: 'Schedules, time off and HR self-service.' },
} as const;

const everyone: Role[] = [...ROLES];
const supervisors: Role[] = ['mentor', 'guardian', 'commander', 'architect'];

type Seed = Omit<
  ApplicationInput,
  'minW' | 'minH' | 'embedUrl' | 'builtinWidget' | 'isAdminLicense' | 'isGuardianEnabled' | 'defaultOnDashboard'
> &
  Partial<ApplicationInput>;

const seeds: Seed[] = [
  {
    name: 'Conversational Assist',
    applicationId: 'conversational-assist',
    appName: 'Assist',
    category: CATEGORY.assist,
    roles: everyone,
    defaultSize: 'knowledge',
    widgetKind: 'embed',
    icon: 'assist',
    accent: '#1c7ed6',
    about: {
      tagline: 'Real-time guidance while you talk to a customer.',
      description:
        'Conversational Assist follows the live call or chat and suggests the next best answer, the matching knowledge article and ' +
        'the compliance statement that is due, beside the conversation. Advisors keep their attention on the customer instead of ' +
        'searching, and new starters answer with the confidence of experienced colleagues.',
      audience: 'Advisors on voice and chat queues, and the team leaders who want consistent answers across the floor.',
      highlights: [
        'Suggested replies drawn from your approved knowledge only',
        'Reminders when a mandatory disclosure has not been read yet',
        'Opens beside your telephony or chat desktop, no second login',
        'Advisors rate suggestions so content owners see what helps',
      ],
    },
  },
  {
    name: 'Knowledge',
    applicationId: 'knowledge',
    appName: 'Knowledge',
    category: CATEGORY.knowledge,
    roles: everyone,
    defaultSize: 'knowledge',
    widgetKind: 'builtin',
    builtinWidget: 'knowledge',
    defaultOnDashboard: true,
    icon: 'knowledge',
    accent: '#0ca678',
    about: {
      tagline: 'The answer to the customer’s question, in two clicks.',
      description:
        'Knowledge is the group’s library of articles, procedures and product sheets, searchable from the dashboard in each article’s ' +
        'own language. Guardians write articles or import them from Word, PDF, Markdown or HTML, choose who reads them, and publish ' +
        'when they are ready; KBot answers questions from the same articles.',
      audience: 'Every advisor; content owners and trainers who maintain procedures.',
      highlights: [
        'Full-text search in nine languages, with highlighted snippets',
        'Filters by tag and language',
        'Draft, published and archived articles, each with its author and update date',
        'Import from .docx, .pdf, .md and .html',
      ],
    },
  },
  {
    name: 'Summarization',
    applicationId: 'summarization',
    appName: 'Summarization',
    category: CATEGORY.productivity,
    roles: everyone,
    defaultSize: 'summarize',
    widgetKind: 'embed',
    icon: 'summary',
    accent: '#7048e8',
    about: {
      tagline: 'After-contact notes written for you, ready to check and file.',
      description:
        'Summarization turns a finished call transcript or chat into a structured note: reason for contact, what was done, promises made ' +
        'and follow-ups. The advisor reviews and edits it before it is filed, which shortens after-call work without giving up control of the record.',
      audience: 'Advisors who write wrap-up notes after each contact, and quality teams who read them.',
      highlights: [
        'Reason, actions, commitments and next steps in a fixed layout',
        'Always reviewed by the advisor before it is saved',
        'Personal details are masked in the note when masking is on',
        'Shorter after-contact work on every interaction',
      ],
    },
  },
  {
    name: 'Announcement',
    applicationId: 'announcement',
    appName: 'Announcement',
    category: CATEGORY.communication,
    roles: everyone,
    defaultSize: 'summarize',
    widgetKind: 'builtin',
    builtinWidget: 'announcements',
    defaultOnDashboard: true,
    icon: 'announcement',
    accent: '#f08c00',
    about: {
      tagline: 'Product updates, process changes and launches — read and acknowledged.',
      description:
        'Announcement brings the group’s latest news to the dashboard: product updates, process changes, new launches and actions. ' +
        'Each advisor sees what they have not read yet, and announcements that need confirmation are acknowledged with one click, ' +
        'so guardians know who has seen a change before it goes live.',
      audience: 'Everyone on the floor reads them; guardians and above write and track them.',
      highlights: [
        'Unread counter on the dashboard and in the notification menu',
        'Read and acknowledgement tracked per person',
        'Categories: Product Update, Process Change, New Launch, Actions',
        'Images and a short video in each announcement',
      ],
    },
  },
  {
    name: 'Insights',
    applicationId: 'insights',
    appName: 'Insights',
    category: CATEGORY.analytics,
    roles: supervisors,
    defaultSize: 'knowledge',
    widgetKind: 'embed',
    icon: 'insights',
    accent: '#e8590c',
    about: {
      tagline: 'How your team is doing today, without waiting for the weekly report.',
      description:
        'Insights shows the indicators a team leader checks through the day — handle time, first-contact resolution, quality scores and ' +
        'practice completion — for their team, site or line of business, with the trend against last week.',
      audience: 'Mentors, guardians and operations managers who look after teams and sites.',
      highlights: [
        'Team, site and line-of-business views',
        'Trend against the previous week for every indicator',
        'Drill down from a site to a team to an advisor',
        'Shares the same group permissions as the rest of the platform',
      ],
    },
  },
  {
    name: 'Roleplay',
    applicationId: 'roleplay',
    appName: 'Roleplay',
    category: CATEGORY.learning,
    roles: everyone,
    defaultSize: 'knowledge',
    widgetKind: 'builtin',
    builtinWidget: 'roleplay',
    defaultOnDashboard: true,
    icon: 'roleplay',
    accent: '#d6336c',
    about: {
      tagline: 'Rehearse real customer conversations before they happen.',
      description:
        'Roleplay lets advisors practise a customer conversation by chat or voice against a customer bot that follows a script or a ' +
        'persona. Every attempt is scored on accuracy, compliance, empathy, handle time and more, and mentors review the attempts and ' +
        'leave comments. New starters reach the floor having already handled the difficult calls.',
      audience: 'Advisors in training and on the floor; mentors and trainers who review practice.',
      highlights: [
        'Scripted and unscripted practice, by chat or by voice',
        'Scores with the evidence behind each one',
        'Mentor review with comments and editable scores',
        'Assigned practices and batches for classes of new starters',
      ],
    },
  },
  {
    name: 'Harmony',
    applicationId: 'harmony',
    appName: 'Harmony',
    category: CATEGORY.wellbeing,
    roles: everyone,
    defaultSize: 'compact',
    widgetKind: 'embed',
    icon: 'harmony',
    accent: '#12b886',
    about: {
      tagline: 'A one-tap check-in on how the day is going.',
      description:
        'Harmony asks advisors once a shift how they feel and reminds them to take their breaks. Team leaders see the anonymous ' +
        'trend of their team, so a difficult day or a tiring campaign is noticed early.',
      audience: 'Every advisor; team leaders who follow the wellbeing of their team.',
      highlights: [
        'One-tap mood check-in once a shift',
        'Break reminders aligned with the schedule',
        'Anonymous team trend for team leaders',
        'Small enough to sit in a corner of the dashboard',
      ],
    },
  },
  {
    name: 'Clarity',
    applicationId: 'clarity',
    appName: 'Clarity',
    category: CATEGORY.quality,
    roles: everyone,
    defaultSize: 'compact',
    widgetKind: 'embed',
    icon: 'clarity',
    accent: '#4263eb',
    about: {
      tagline: 'Live feedback on pace, volume and talk-over.',
      description:
        'Clarity listens to the advisor’s side of a voice call and shows three simple gauges — speaking rate, volume and talk-over — ' +
        'with a gentle nudge when one drifts out of range. After the call it keeps a short summary the advisor can compare with earlier calls.',
      audience: 'Advisors on voice queues, and coaches working on delivery.',
      highlights: [
        'Speaking rate in words per minute',
        'Volume and talk-over gauges during the call',
        'A nudge, never an interruption',
        'Call-by-call history for coaching sessions',
      ],
    },
  },
  {
    name: 'Salesforce CRM',
    applicationId: 'salesforce-crm',
    appName: 'Salesforce',
    category: CATEGORY.crm,
    roles: everyone,
    isAdminLicense: true,
    isGuardianEnabled: true,
    defaultSize: 'knowledge',
    widgetKind: 'embed',
    icon: 'crm',
    accent: '#1098ad',
    about: {
      tagline: 'The customer’s record and open cases, next to your other tools.',
      description:
        'Salesforce CRM puts the group’s Salesforce console on the dashboard: the customer’s account, open cases and contact history, ' +
        'without switching windows. It needs a Salesforce licence; it becomes available once the licence has been enabled.',
      audience: 'Advisors who open and update cases, and supervisors who follow escalations.',
      highlights: [
        'Account, cases and history in one widget',
        'Uses the group’s own Salesforce login and permissions',
        'Admin licence: available once the licence is enabled',
        'Pop it out into a window beside the call',
      ],
    },
  },
  {
    name: 'Genie',
    applicationId: 'genie',
    appName: 'Genie',
    category: CATEGORY.productivity,
    roles: everyone,
    defaultSize: 'knowledge',
    widgetKind: 'embed',
    icon: 'genie',
    accent: '#ae3ec9',
    about: {
      tagline: 'Drafts emails and chat replies in the group’s tone of voice.',
      description:
        'Genie drafts written replies — emails, chat answers, complaint responses — from a few words of instruction and the case ' +
        'context, in the tone of voice the client has approved. The advisor edits and sends; nothing leaves without them.',
      audience: 'Advisors on email, chat and back-office queues.',
      highlights: [
        'Drafts in the client’s approved tone of voice',
        'Shorter, friendlier or more formal in one click',
        'The advisor always edits and sends',
        'Works in every language the platform supports',
      ],
    },
  },
  {
    name: 'Workday',
    applicationId: 'workday',
    appName: 'Workday',
    category: CATEGORY.workforce,
    roles: everyone,
    isAdminLicense: true,
    isGuardianEnabled: false,
    defaultSize: 'knowledge',
    widgetKind: 'embed',
    icon: 'workforce',
    accent: '#fab005',
    about: {
      tagline: 'Your schedule, time off and payslips without leaving the floor.',
      description:
        'Workday brings HR self-service to the dashboard: the week’s schedule, time-off requests and balances, and payslips. It ' +
        'needs a Workday licence; until the licence is enabled it shows in the store as unavailable.',
      audience: 'Every employee; team leaders who approve time off.',
      highlights: [
        'This week’s schedule at a glance',
        'Request time off and see your balance',
        'Payslips and personal details',
        'Admin licence: unavailable until the licence is enabled',
      ],
    },
  },
  {
    name: 'KBot',
    applicationId: 'kbot',
    appName: 'KBot',
    category: CATEGORY.knowledge,
    roles: everyone,
    defaultSize: 'compact',
    widgetKind: 'builtin',
    builtinWidget: 'kbot',
    defaultOnDashboard: true,
    icon: 'bot',
    accent: '#3b5bdb',
    about: {
      tagline: 'The assistant that answers from your own knowledge base.',
      description:
        'KBot answers advisors’ questions in plain language from the group’s knowledge sources. Its widget shows when the knowledge ' +
        'was last synchronised; guardians ask for a new synchronisation after publishing new content, and everyone in the group sees ' +
        'the request appear straight away.',
      audience: 'Advisors who need a quick answer; guardians who keep the knowledge base current.',
      highlights: [
        'Answers drawn from the group’s knowledge sources',
        'Guardians request a quick or full synchronisation',
        'Everyone sees sync requests live',
        'Opens full size from the KBot menu tab',
      ],
    },
  },
];

/** The seeded catalogue: every application the store names (platform.md §2), KBot included. */
export const APPLICATION_CATALOGUE: ApplicationInput[] = seeds.map((seed) => ({
  minW: 1,
  minH: seed.defaultSize === 'summarize' ? 7 : 3.5,
  embedUrl: null,
  builtinWidget: null,
  isAdminLicense: false,
  isGuardianEnabled: true,
  defaultOnDashboard: false,
  ...seed,
}));
