/** Roleplay contracts: use cases and their scripts, batches and trainings, voices, practice items. */
export * from './roleplay-common.js';
export * from './roleplay-script.js';
export * from './roleplay-voice.js';
export * from './roleplay-usecases.js';
export * from './roleplay-batches.js';
export * from './roleplay-practice.js';
export * from './roleplay-chat.js';
export * from './roleplay-step-review.js';
export * from './roleplay-scores.js';
export * from './roleplay-crm.js';
export * from './roleplay-history.js';
export * from './roleplay-analytics.js';
export * from './roleplay-never-say.js';
