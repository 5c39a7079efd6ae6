import { z } from 'zod';
import { objectId } from './common.js';
import {
  MAX_ANSWER_RETRIES,
  queryBoolean,
  roleplayPage,
  roleplayPageQuery,
  roleplayType,
  roleplayTypeQuery,
  verticalId,
} from './roleplay-common.js';
import { roleplayScript } from './roleplay-script.js';
import { languageCode, voiceSettingString } from './roleplay-voice.js';

/** Visibility modes (roleplay.md §3): what the advisor sees of questions and answers during practice. */
export const VISIBILITY_MODES = {
  1: 'viewAnswersOnly',
  2: 'hideQuestionAnswers',
  3: 'showQuestionAnswers',
  6: 'viewQuestionOnly',
} as const;
export const VISIBILITY_IDS = [1, 2, 3, 6] as const;
export type VisibilityId = (typeof VISIBILITY_IDS)[number];
export const visibilityId = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(6)]);

export const USECASE_STATUSES = ['draft', 'published', 'archived'] as const;
export type UsecaseStatus = (typeof USECASE_STATUSES)[number];

export const USECASE_LIMITS = {
  name: 120,
  description: 1000,
  customerName: 80,
  customerAddress: 200,
  customerSince: 40,
  customerIssueDescription: 1000,
  customerSpeakingStyle: 300,
  customerGoal: 300,
  maxObjections: 5,
  objection: 300,
  maxFacts: 20,
  maxPhrasings: 8,
  phrasing: 200,
  factLabel: 60,
  factValue: 300,
  minAge: 16,
  maxAge: 110,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/**
 * Who holds a fact of the unscripted persona: the customer (an order number, what happened) or the
 * company (the options, the policy, the goodwill allowed). Company facts are never voiced by the
 * customer: they are the key the advisor's offers are judged against.
 */
export const FACT_HOLDERS = ['customer', 'company'] as const;
/** When the customer gives a fact of their own: in the opening message, or only when the advisor asks. */
export const FACT_REVEALS = ['opening', 'whenAsked'] as const;
/** The customer's mood at the start; null reads it from the speaking style. */
export const CUSTOMER_MOODS = ['calm', 'frustrated', 'angry'] as const;
export type CustomerMood = (typeof CUSTOMER_MOODS)[number];

/**
 * One fact of the unscripted persona. Facts stored before the persona model (label and value only)
 * read as customer facts given when asked, which is what the built-in customer did with them.
 */
export const customerFact = z.object({
  label: z.string().trim().min(1).max(USECASE_LIMITS.factLabel),
  /** Customer facts in the customer's own words, first person ("I returned them on the 3rd"). */
  value: z.string().trim().min(1).max(USECASE_LIMITS.factValue),
  knownBy: z.enum(FACT_HOLDERS).default('customer'),
  reveal: z.enum(FACT_REVEALS).default('whenAsked'),
  /** Company facts: offering it resolves the customer's issue. */
  acceptable: z.boolean().default(false),
  /**
   * Other ways an advisor may say it, in the roleplay's language: asking for a customer fact ("when did
   * you send it back?"), offering a company fact ("I'll refund it to your card today").
   */
  phrasings: z.array(z.string().trim().min(1).max(USECASE_LIMITS.phrasing)).max(USECASE_LIMITS.maxPhrasings).default([]),
});
export type CustomerFact = z.output<typeof customerFact>;
export type CustomerFactInput = z.input<typeof customerFact>;

/** A stored fact list read with today's persona model (older rows lack the persona fields). */
export function upgradeFacts(stored: readonly unknown[] | null | undefined): CustomerFact[] {
  return (stored ?? []).flatMap((f) => {
    const parsed = customerFact.safeParse(f);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The rules of every authorable field of a use case (roleplay.md §3). */
const fieldRules = {
  name: z.string().trim().min(1, 'A roleplay needs a name').max(USECASE_LIMITS.name),
  description: optionalText(USECASE_LIMITS.description),
  type: roleplayType,
  /** Part of the generic library of its vertical (shown under All Roleplays). */
  genericUsecase: z.boolean(),
  verticalId: verticalId.nullable(),
  /** The bot's language; null lets the advisor choose it (Language dialog). */
  language: languageCode.nullable(),
  selectedVoice: voiceSettingString.nullable(),
  visibilityId: visibilityId,
  liveTranscript: z.boolean(),
  realTimeFeedback: z.boolean(),
  /** Answer-matching threshold, 0–100 (%). */
  threshold: z.number().int().min(0).max(100),
  maxRetryCount: z.number().int().min(0).max(10),
  nluEnabled: z.boolean(),
  inboundEnabled: z.boolean(),
  scripted: z.boolean(),
  /** Advisors may bookmark (self-register for) it without being assigned. */
  selfRegistration: z.boolean(),
  voiceBotVisibility: z.boolean(),
  customerName: optionalText(USECASE_LIMITS.customerName),
  customerAge: z.number().int().min(USECASE_LIMITS.minAge).max(USECASE_LIMITS.maxAge).nullable(),
  customerAddress: optionalText(USECASE_LIMITS.customerAddress),
  customerSince: optionalText(USECASE_LIMITS.customerSince),
  customerIssueDescription: optionalText(USECASE_LIMITS.customerIssueDescription),
  customerSpeakingStyle: optionalText(USECASE_LIMITS.customerSpeakingStyle),
  customerFacts: z.array(customerFact).max(USECASE_LIMITS.maxFacts),
  /** What the customer wants, first person; said when the advisor asks what they want. */
  customerGoal: optionalText(USECASE_LIMITS.customerGoal),
  /** Raised one by one, in order, before the customer accepts a resolution. */
  customerObjections: z.array(z.string().trim().min(1).max(USECASE_LIMITS.objection)).max(USECASE_LIMITS.maxObjections),
  customerMood: z.enum(CUSTOMER_MOODS).nullable(),
  script: roleplayScript,
};

/** What a new use case gets for every field it leaves out. */
export const USECASE_DEFAULTS = {
  description: null,
  genericUsecase: false,
  verticalId: null,
  language: null,
  selectedVoice: null,
  visibilityId: 3,
  liveTranscript: false,
  realTimeFeedback: true,
  threshold: 70,
  maxRetryCount: MAX_ANSWER_RETRIES,
  nluEnabled: false,
  inboundEnabled: true,
  scripted: true,
  selfRegistration: false,
  voiceBotVisibility: true,
  customerName: null,
  customerAge: null,
  customerAddress: null,
  customerSince: null,
  customerIssueDescription: null,
  customerSpeakingStyle: null,
  customerFacts: [],
  customerGoal: null,
  customerObjections: [],
  customerMood: null,
  script: { steps: [] },
} as const satisfies Partial<Record<keyof typeof fieldRules, unknown>>;

const allFields = z.object(fieldRules);
const optionalFields = allFields.partial().required({ name: true, type: true });
const withDefaults = <T extends object>(value: T) => ({ ...USECASE_DEFAULTS, ...value }) as typeof USECASE_DEFAULTS & T;

/** A complete use case: name and type required, every other field defaulted. */
export const usecaseFields = optionalFields.transform((value) => withDefaults(value) as UsecaseFields);
export type UsecaseFields = z.output<typeof allFields>;
export type UsecaseFieldsInput = z.input<typeof usecaseFields>;

/** Why a use case cannot be published yet; each is a path and a message. */
export interface PublishProblem {
  path: string;
  message: string;
}

/** A use case is publishable when advisors could actually practise it. */
export function publishProblems(
  u: Pick<
    UsecaseFields,
    'scripted' | 'script' | 'customerIssueDescription' | 'genericUsecase' | 'verticalId' | 'language' | 'selectedVoice'
  >,
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (u.scripted && u.script.steps.length === 0)
    problems.push({ path: 'script.steps', message: 'A scripted roleplay needs at least one step.' });
  if (!u.scripted && !u.customerIssueDescription) {
    problems.push({ path: 'customerIssueDescription', message: 'An unscripted roleplay needs the customer issue description.' });
  }
  if (u.genericUsecase && !u.verticalId) problems.push({ path: 'verticalId', message: 'A library roleplay needs a vertical.' });
  if (u.selectedVoice && u.language && !u.selectedVoice.startsWith(`${u.language},`)) {
    problems.push({ path: 'selectedVoice', message: 'The voice must speak the roleplay language.' });
  }
  return problems;
}

export const usecaseCreateBody = optionalFields
  .extend({ status: z.enum(['draft', 'published']).default('draft') })
  .transform(({ status, ...fields }) => ({ status, fields: withDefaults(fields) as UsecaseFields }));
export const usecasePatchBody = allFields
  .partial()
  .extend({
    status: z.enum(USECASE_STATUSES).optional(),
    /** The version the editor loaded; a newer one on the server answers 409. */
    version: z.number().int().min(1),
  })
  .strict();
export const usecaseIdParams = z.object({ id: objectId });

/** The authoring view of a use case (a reply: plain fields, no defaults or transforms). */
export const usecaseDetail = z.object({
  id: objectId,
  useCaseId: objectId,
  name: z.string(),
  description: z.string().nullable(),
  type: roleplayType,
  genericUsecase: z.boolean(),
  verticalId: z.string().nullable(),
  language: z.string().nullable(),
  selectedVoice: z.string().nullable(),
  visibilityId: visibilityId,
  liveTranscript: z.boolean(),
  realTimeFeedback: z.boolean(),
  threshold: z.number().int(),
  maxRetryCount: z.number().int(),
  nluEnabled: z.boolean(),
  inboundEnabled: z.boolean(),
  scripted: z.boolean(),
  selfRegistration: z.boolean(),
  voiceBotVisibility: z.boolean(),
  customerName: z.string().nullable(),
  customerAge: z.number().int().nullable(),
  customerAddress: z.string().nullable(),
  customerSince: z.string().nullable(),
  customerIssueDescription: z.string().nullable(),
  customerSpeakingStyle: z.string().nullable(),
  customerFacts: z.array(customerFact),
  customerGoal: z.string().nullable(),
  customerObjections: z.array(z.string()),
  customerMood: z.enum(CUSTOMER_MOODS).nullable(),
  script: roleplayScript,
  status: z.enum(USECASE_STATUSES),
  version: z.number().int(),
  libraryKey: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type UsecaseDetail = z.infer<typeof usecaseDetail>;

export const usecaseAuthoringQuery = roleplayPageQuery.extend({
  type: roleplayTypeQuery.optional(),
  status: z.enum(USECASE_STATUSES).optional(),
  genericUsecase: queryBoolean.optional(),
  keyword: z.string().trim().max(120).optional(),
});
export const usecaseAuthoringRow = z.object({
  id: objectId,
  name: z.string(),
  type: roleplayType,
  scripted: z.boolean(),
  genericUsecase: z.boolean(),
  verticalId: z.string().nullable(),
  language: z.string().nullable(),
  status: z.enum(USECASE_STATUSES),
  stepCount: z.number().int(),
  assignmentCount: z.number().int(),
  updatedDate: z.string(),
});
export type UsecaseAuthoringRow = z.infer<typeof usecaseAuthoringRow>;
export const usecaseAuthoringPage = roleplayPage(usecaseAuthoringRow);

/** JSON export/import document of one use case. */
export const USECASE_DOCUMENT_FORMAT = 'switchboard.roleplay-usecase';
export const usecaseDocument = z.object({
  format: z.literal(USECASE_DOCUMENT_FORMAT),
  version: z.literal(1),
  usecase: usecaseFields,
});
export type UsecaseDocument = z.infer<typeof usecaseDocument>;

/** A roleplay card of the Start Practice lists (roleplay.md §3 use-case fields, plus bookmark state). */
export const usecaseCard = z.object({
  useCaseId: objectId,
  id: objectId,
  name: z.string(),
  description: z.string().nullable(),
  type: roleplayType,
  genericUsecase: z.boolean(),
  selectedVoice: z.string().nullable(),
  /** Assigned to the user (through a batch or directly) or self-registered. */
  assigned: z.boolean(),
  isValidForSelfRegistration: z.boolean(),
  updatedDate: z.string(),
  isUsecaseLibrary: z.boolean(),
  visibilityId: visibilityId,
  liveTranscript: z.boolean(),
  realTimeFeedback: z.boolean(),
  threshold: z.number().int(),
  maxRetryCount: z.number().int(),
  nluEnabled: z.boolean(),
  inboundEnabled: z.boolean(),
  scripted: z.boolean(),
  customerName: z.string().nullable(),
  customerAge: z.number().int().nullable(),
  customerAddress: z.string().nullable(),
  customerSince: z.string().nullable(),
  customerIssueDescription: z.string().nullable(),
  customerSpeakingStyle: z.string().nullable(),
  voiceBotVisibility: z.boolean(),
  batchId: objectId.nullable(),
  batchName: z.string().nullable(),
  language: z.string().nullable(),
  /** How it reached the user: a batch, a direct assignment, their own bookmark, or not at all. */
  assignedVia: z.enum(['batch', 'user', 'self']).nullable(),
  selfRegistered: z.boolean(),
  isFavourite: z.boolean(),
});
export type UsecaseCard = z.infer<typeof usecaseCard>;
export const usecaseCardPage = roleplayPage(usecaseCard);

export const userUsecaseMappingQuery = roleplayPageQuery.extend({ userId: objectId, type: roleplayTypeQuery.optional() });
export const usecaseGenericQuery = roleplayPageQuery.extend({ verticalId, type: roleplayTypeQuery.optional() });
export const favouritesQuery = roleplayPageQuery.extend({ type: roleplayTypeQuery.optional() });

/** Self-registration (bookmark from the library). */
export const selfRegisterBody = z.object({
  usecaseId: objectId,
  batchId: objectId.nullable().default(null),
  type: roleplayType,
  genericUsecase: z.boolean().optional(),
  selectedVoice: voiceSettingString.nullable().default(null),
});
export const selfRegistration = z.object({
  id: objectId,
  usecaseId: objectId,
  batchId: objectId.nullable(),
  type: roleplayType,
  genericUsecase: z.boolean(),
  selectedVoice: z.string().nullable(),
  createdDate: z.string(),
});
export type SelfRegistration = z.infer<typeof selfRegistration>;
export const deleteRegisterQuery = z.object({ usecaseId: objectId, genericUsecase: queryBoolean.optional() });

/** Favourites (bookmark on an assigned roleplay). */
export const favouriteBody = z.object({
  usecaseId: objectId,
  genericUsecase: z.boolean().optional(),
  batchId: objectId.nullable().default(null),
});
export const favourite = z.object({
  id: objectId,
  usecaseId: objectId,
  genericUsecase: z.boolean(),
  batchId: objectId.nullable(),
  createdDate: z.string(),
});
export const deleteFavouriteQuery = z.object({
  usecaseId: objectId,
  genericUsecase: queryBoolean.optional(),
  batchId: objectId.optional(),
});

/** Assignments of a use case to a batch (all its trainees) or to one user. */
export const assignmentBody = z.union([
  z.object({ batchId: objectId }).strict(),
  z.object({ userId: objectId, batchId: objectId.nullable().optional() }).strict(),
]);
export const usecaseAssignment = z.object({
  id: objectId,
  usecaseId: objectId,
  batchId: objectId.nullable(),
  batchName: z.string().nullable(),
  userId: objectId.nullable(),
  userName: z.string().nullable(),
  email: z.string().nullable(),
  createdDate: z.string(),
});
export type UsecaseAssignment = z.infer<typeof usecaseAssignment>;
export const assignmentParams = z.object({ id: objectId, assignmentId: objectId });
