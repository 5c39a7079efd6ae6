import type { EvidenceCode, UnscriptedScoreKey } from '@switchboard/contracts';

/**
 * The sentence of every evidence code (the engine writes codes and values, never English). A typed map,
 * so a code added to the contract does not compile until it has its key in every locale.
 */
export const EVIDENCE_KEYS: Readonly<Record<EvidenceCode, string>> = {
  matched: 'practice.chat.evidence.matched',
  matched_no_answer: 'practice.chat.evidence.matchedNoAnswer',
  no_match: 'practice.chat.evidence.noMatch',
  not_answered: 'practice.chat.evidence.notAnswered',
  step_points: 'practice.chat.evidence.stepPoints',
  aht_measured: 'practice.chat.evidence.ahtMeasured',
  idle_total: 'practice.chat.evidence.idleTotal',
  idle_before_reply: 'practice.chat.evidence.idleBeforeReply',
  dead_air_pause: 'practice.chat.evidence.deadAirPause',
  no_voice_pauses: 'practice.chat.evidence.noVoicePauses',
  no_dead_air: 'practice.chat.evidence.noDeadAir',
  speech_rate: 'practice.chat.evidence.speechRate',
  fastest_reply: 'practice.chat.evidence.fastestReply',
  typing_speed: 'practice.chat.evidence.typingSpeed',
  typo: 'practice.chat.evidence.typo',
  no_typos: 'practice.chat.evidence.noTypos',
  nothing_typed: 'practice.chat.evidence.nothingTyped',
  empathy_phrase: 'practice.chat.evidence.empathyPhrase',
  no_empathy: 'practice.chat.evidence.noEmpathy',
  probing_phrase: 'practice.chat.evidence.probingPhrase',
  no_probing: 'practice.chat.evidence.noProbing',
  forbidden_phrase: 'practice.chat.evidence.forbiddenPhrase',
  no_forbidden: 'practice.chat.evidence.noForbidden',
  said_in_place: 'practice.chat.evidence.saidInPlace',
  said_out_of_place: 'practice.chat.evidence.saidOutOfPlace',
  never_said: 'practice.chat.evidence.neverSaid',
  disclaimer_said: 'practice.chat.evidence.disclaimerSaid',
  disclaimer_missing: 'practice.chat.evidence.disclaimerMissing',
  verification_done: 'practice.chat.evidence.verificationDone',
  verification_missing: 'practice.chat.evidence.verificationMissing',
  resolution_offered: 'practice.chat.evidence.resolutionOffered',
  resolution_missing: 'practice.chat.evidence.resolutionMissing',
};

/** The label of each item of the engine's unscripted score list. */
export const UNSCRIPTED_SCORE_LABELS: Readonly<Record<UnscriptedScoreKey, string>> = {
  welcome: 'practice.chat.unscripted.welcome',
  disclaimer: 'practice.chat.unscripted.disclaimer',
  probing: 'practice.chat.unscripted.probing',
  empathy: 'practice.chat.unscripted.empathy',
  compliance: 'practice.chat.unscripted.compliance',
  resolution: 'practice.chat.unscripted.resolution',
  closing: 'practice.chat.unscripted.closing',
  professional_language: 'practice.chat.unscripted.professionalLanguage',
  handling_time: 'practice.chat.unscripted.handlingTime',
  responsiveness: 'practice.chat.unscripted.responsiveness',
};
