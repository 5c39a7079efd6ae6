import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ConversationEntry, RoleplayScript, RoleplayType, ScenarioScoreReply, TranscriptEntry } from '@switchboard/contracts';
import type { PersonaState, RunnerState, StepKind } from '@switchboard/roleplay-engine';
import { createdAt, idColumn, updatedAt } from '../../../platform/db/columns.js';
import { users } from '../../accounts/tables.js';
import { usecases } from '../usecases/tables.js';

export type AssessmentStatus = 'pending' | 'active' | 'completed';

/**
 * Practice items (roleplay.md §3 "Assessment"): one roleplay of a practice set. The flags are copied
 * from the use case and batch when the set is created, so later edits do not change a running practice.
 */
export const assessments = pgTable(
  'assessments',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    /** The practice set: every assessment created by one request shares it. */
    uniqueId: idColumn('unique_id').notNull(),
    position: integer('position').notNull(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: idColumn('actor_id').notNull(),
    batchId: idColumn('batch_id'),
    usecaseId: idColumn('usecase_id').notNull(),
    name: text('name').notNull(),
    type: smallint('type').$type<RoleplayType>().notNull(),
    inboundEnabled: boolean('inbound_enabled').notNull(),
    isDelayRequired: boolean('is_delay_required').notNull(),
    intervalInSeconds: integer('interval_in_seconds').notNull(),
    isUsecaseLibrary: boolean('is_usecase_library').notNull(),
    nluEnabled: boolean('nlu_enabled').notNull(),
    scripted: boolean('scripted').notNull(),
    liveTranscript: boolean('live_transcript').notNull(),
    realTimeFeedback: boolean('real_time_feedback').notNull(),
    visibilityId: smallint('visibility_id').notNull(),
    threshold: smallint('threshold').notNull(),
    maxRetryCount: smallint('max_retry_count').notNull(),
    language: text('language').notNull(),
    selectedVoice: text('selected_voice').notNull(),
    status: text('status').$type<AssessmentStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('assessments_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('assessments_set_idx').on(t.tenantId, t.uniqueId),
    foreignKey({ name: 'assessments_usecase_fk', columns: [t.tenantId, t.usecaseId], foreignColumns: [usecases.tenantId, usecases.id] }),
  ],
);

export type UserSessionStatus = 'active' | 'completed';
export type CustomerProvider = 'script' | 'llm' | 'persona';

/**
 * One practice attempt (roleplay.md §3 user session): at most one per assessment. A scripted session
 * keeps the script it started with and the engine's runner state (plain JSON, DESIGN §7); an unscripted
 * one keeps the scenario and the built-in persona's state. Prompts lock the row (SELECT … FOR UPDATE).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    assessmentId: idColumn('assessment_id').notNull(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usecaseId: idColumn('usecase_id').notNull(),
    uniqueId: idColumn('unique_id').notNull(),
    type: smallint('type').$type<RoleplayType>().notNull(),
    scripted: boolean('scripted').notNull(),
    status: text('status').$type<UserSessionStatus>().notNull().default('active'),
    canNlpApplied: boolean('can_nlp_applied').notNull(),
    batchId: idColumn('batch_id'),
    batchName: text('batch_name'),
    trainerId: idColumn('trainer_id'),
    trainerName: text('trainer_name'),
    guided: boolean('guided').notNull().default(false),
    trainingTarget: integer('training_target'),
    hostName: text('host_name'),
    systemIp: text('system_ip'),
    /** The script the session started with (a later edit of the use case changes nothing here). */
    script: jsonb('script').$type<RoleplayScript>(),
    runnerState: jsonb('runner_state').$type<RunnerState>(),
    /** Unscripted: the scenario, who plays the customer and the built-in persona's state. */
    scenarioSessionId: idColumn('scenario_session_id'),
    provider: text('provider').$type<CustomerProvider>().notNull(),
    personaState: jsonb('persona_state').$type<PersonaState>(),
    customerOpeningMessage: text('customer_opening_message'),
    endedEarly: boolean('ended_early').notNull().default(false),
    /** Item timer total and idle total the client reported (usage), and the bot's time (scores). */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    idleSeconds: integer('idle_seconds').notNull().default(0),
    responseTimeMs: integer('response_time_ms'),
    botTimeTakenMs: integer('bot_time_taken_ms'),
    /** The scored report, stored once (a repeated scores call returns it unchanged). */
    score: jsonb('score').$type<ScenarioScoreReply>(),
    overallScore: real('overall_score'),
    generatedScore: real('generated_score'),
    totalScore: real('total_score'),
    transcript: jsonb('transcript').$type<TranscriptEntry[]>(),
    transcriptSavedAt: timestamp('transcript_saved_at', { withTimezone: true, mode: 'date' }),
    comment: text('comment'),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    /** Review (history): who wrote the comment and who marked the session reviewed, and when. */
    commentedBy: idColumn('commented_by'),
    commentedAt: timestamp('commented_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: idColumn('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    scoredAt: timestamp('scored_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('user_sessions_assessment_key').on(t.tenantId, t.assessmentId),
    uniqueIndex('user_sessions_scenario_key').on(t.tenantId, t.scenarioSessionId),
    index('user_sessions_user_idx').on(t.tenantId, t.userId, t.startedAt),
    // The interaction history of a whole group, newest first (guardians and above).
    index('user_sessions_started_idx').on(t.tenantId, t.startedAt, t.id),
    foreignKey({
      name: 'user_sessions_assessment_fk',
      columns: [t.tenantId, t.assessmentId],
      foreignColumns: [assessments.tenantId, assessments.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The conversation of a user session (DESIGN §6 chat_messages), in order: the bot's lines and system
 * messages and the advisor's replies. An advisor reply keeps the request it answered (`requestKey`,
 * question and attempt) and the reply sent, so a retried request gets the same reply again.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    tenantId: idColumn('tenant_id').notNull(),
    userSessionId: idColumn('user_session_id').notNull(),
    seq: integer('seq').notNull(),
    id: idColumn('id').notNull(),
    sender: text('sender').$type<'user' | 'system'>().notNull(),
    chatScript: text('chat_script').notNull(),
    entry: jsonb('entry').$type<ConversationEntry>().notNull(),
    requestKey: text('request_key'),
    /** What the request carried (text or chip), to tell a retry from a different answer. */
    requestFingerprint: text('request_fingerprint'),
    reply: jsonb('reply').$type<unknown>(),
    stepId: text('step_id'),
    isBotResponded: boolean('is_bot_responded').notNull().default(false),
    /** 0–5 on the reply that settled a step; editable by reviewers until reviewed. */
    score: smallint('score'),
    /** The engine's own score of that reply, kept when a reviewer edits `score` (agreement report). */
    engineScore: smallint('engine_score'),
    /** The kind of step the reply settled (welcome, compliance…): which KPI an edit moves. */
    stepKind: text('step_kind').$type<StepKind>(),
    isScoreEditable: boolean('is_score_editable').notNull().default(false),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    probings: integer('probings').notNull().default(0),
    empathies: integer('empathies').notNull().default(0),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userSessionId, t.seq] }),
    uniqueIndex('chat_messages_id_key').on(t.tenantId, t.id),
    uniqueIndex('chat_messages_request_key').on(t.tenantId, t.userSessionId, t.requestKey),
    foreignKey({
      name: 'chat_messages_session_fk',
      columns: [t.tenantId, t.userSessionId],
      foreignColumns: [userSessions.tenantId, userSessions.id],
    }).onDelete('cascade'),
  ],
);
