// The interaction-history benchmark's data (bench/history.mjs): groups, people with a supervision chain,
// use cases and practice sessions spread over a year, written with INSERT … SELECT generate_series as
// the database owner. Ids are 24-hex — a kind prefix, the group and a number — so queries can name them.

export const HEROES = 200;
export const MENTORS = 5;
export const USECASES = 20;
export const YEAR_DAYS = 365;
const CHUNK = 100_000;

export const hexId = (kind, group, n) => `${kind}${group.toString(16).padStart(4, '0')}${n.toString(16).padStart(18, '0')}`;
const idSql = (kind, group, n) => `'${kind}' || lpad(to_hex(${group}), 4, '0') || lpad(to_hex(${n}), 18, '0')`;

/** Score fields as the engine stores them (the list reads them with the KPIs stripped). */
const SCORE_FIELDS = {
  generatedScore: 30,
  totalScore: 35,
  disclaimerMessageScore: 5,
  welcomeMessageScore: 4,
  closingMessageScore: 5,
  accuracyScore: 6,
  accuracyCount: 7,
  accuracyPercentage: 85.71,
  complianceScore: 1,
  complianceCount: 1,
  resolutionScore: 1,
  resolutionCount: 1,
  ahtScorePercentage: 100,
  ahtTargetScore: 300,
  averageTime: 21.5,
  pauseDuration: 0,
  deadAirScore: 0,
  deadAirPercentage: 0,
  rateOfSpeech: 0,
  rateOfSpeechScore: 0,
  typingAccuracyScore: 96,
  typingAccuracyCount: 1,
  typingSpeedScore: 100,
  typingSpeed: 42,
  empathyCount: 1,
  empathyPercentage: 50,
  probingCount: 1,
  probingPercentage: 50,
  forbiddenCount: 0,
  forbiddenPercentage: 0,
  idleTime: 14,
  idleTimeTarget: 60,
  idleTimePercentage: 23.33,
  numberOfSessions: 1,
};
const WORDS = ['Roaming charge', 'Card blocked', 'Billing dispute', 'Plan upgrade', 'Address change', 'Fraud alert', 'Refund request'];

/** Seeds `sessions` practice sessions across `groups` new groups (as the owner: row-level security does not apply). */
export async function seedHistory(db, { sessions: SESSIONS, groups: GROUPS, passwordHash: hash, log = console.log }) {
  const started = performance.now();
  await db.query(
    `insert into tenants (id, name, org, client, country, location, lob, sub_lob, config, vertical_ids)
     select ${idSql('b0', 'g', 0)}, 'Bench group ' || g, 'Bench Org', 'Client ' || g, 'United States', 'Dallas', 'Care', 'Chat',
       '[{"property":"enable_masking","value":"OFF"},{"property":"is_CRM_required","value":"false"}]'::jsonb, '[]'::jsonb
     from generate_series(0, $1 - 1) g`,
    [GROUPS],
  );
  // k = 0 guardian, 1..MENTORS mentors, then heroes.
  const people = 1 + MENTORS + HEROES;
  await db.query(
    `insert into users (id, email, first_name, last_name, role, password_hash, last_tenant_id)
     select ${idSql('be', 'g', 'k')}, 'bench.g' || g || '.u' || k || '@example.com',
       (array['Alex','Sam','Dana','Noor','Kai','Rosa','Ivan','Mei'])[1 + k % 8], 'Person' || g || 'x' || k,
       case when k = 0 then 'guardian' when k <= $2 then 'mentor' else 'hero' end, $3, ${idSql('b0', 'g', 0)}
     from generate_series(0, $1 - 1) g, generate_series(0, $4 - 1) k`,
    [GROUPS, MENTORS, hash, people],
  );
  // Each hero's L1 supervisor is one of the group's mentors (by e-mail, as a user upload records it).
  await db.query(
    `insert into memberships (tenant_id, user_id, supervisor_email_l1)
     select ${idSql('b0', 'g', 0)}, ${idSql('be', 'g', 'k')},
       case when k > $2 then 'bench.g' || g || '.u' || (1 + (k - $2 - 1) % $2) || '@example.com' end
     from generate_series(0, $1 - 1) g, generate_series(0, $3 - 1) k`,
    [GROUPS, MENTORS, people],
  );
  await db.query(
    `insert into usecases (tenant_id, id, name, type, script, status)
     select ${idSql('b0', 'g', 0)}, ${idSql('bc', 'g', 'u')}, ($2::text[])[1 + u % $3] || ' ' || u, 1 + u % 2, '{"steps":[]}'::jsonb, 'published'
     from generate_series(0, $1 - 1) g, generate_series(0, $4 - 1) u`,
    [GROUPS, WORDS, WORDS.length, USECASES],
  );
  // Session n: group n % GROUPS, a hero and a use case of that group, started somewhere in the last year.
  const group = `(n % ${GROUPS})`;
  const hero = `(${1 + MENTORS} + (n / ${GROUPS}) % ${HEROES})`;
  const usecase = `((n / ${GROUPS * HEROES}) % ${USECASES})`;
  const fields = JSON.stringify(SCORE_FIELDS);
  for (let from = 0; from < SESSIONS; from += CHUNK) {
    const to = Math.min(SESSIONS, from + CHUNK) - 1;
    await db.query(
      `insert into assessments (tenant_id, id, unique_id, position, user_id, actor_id, usecase_id, name, type, inbound_enabled,
         is_delay_required, interval_in_seconds, is_usecase_library, nlu_enabled, scripted, live_transcript, real_time_feedback,
         visibility_id, threshold, max_retry_count, language, selected_voice, status)
       select ${idSql('b0', group, 0)}, ${idSql('ba', group, 'n')}, ${idSql('ba', group, 'n')}, 0, ${idSql('be', group, hero)},
         ${idSql('be', group, hero)}, ${idSql('bc', group, usecase)}, 'Practice', 1 + ${usecase} % 2, false, false, 1, false, false, true,
         false, true, 3, 70, 3, 'en-US', 'en-US,English,1,espeak-ng,pocketsphinx,en-us', 'completed'
       from generate_series($1::int, $2::int) n`,
      [from, to],
    );
    await db.query(
      `insert into user_sessions (tenant_id, id, assessment_id, user_id, usecase_id, unique_id, type, scripted, status, can_nlp_applied,
         provider, batch_name, duration_seconds, score, overall_score, generated_score, total_score, comment, is_reviewed, reviewed_at,
         started_at, completed_at, scored_at)
       select ${idSql('b0', group, 0)}, ${idSql('bd', group, 'n')}, ${idSql('ba', group, 'n')}, ${idSql('be', group, hero)},
         ${idSql('bc', group, usecase)}, ${idSql('ba', group, 'n')}, 1 + ${usecase} % 2, true, 'completed', true, 'script',
         'Batch ' || (n % 7), 60 + n % 600,
         $3::jsonb || jsonb_build_object('overAllScoreWeightage', (n * 37) % 100, 'ahtPercentage', 40 + n % 80),
         (n * 37) % 100, 30, 35, case when n % 3 = 0 then 'Reviewed: keep verifying identity.' end, n % 3 = 0,
         case when n % 3 = 0 then at + interval '1 day' end, at, at + interval '5 minutes', at + interval '5 minutes'
       from (select n, now() - ((n::float8 / $4) * ${YEAR_DAYS} * interval '1 day') as at from generate_series($1::int, $2::int) n) s`,
      [from, to, fields, SESSIONS],
    );
    process.stdout.write(`  seeded ${to + 1} sessions (${((performance.now() - started) / 1000).toFixed(0)} s)\r`);
  }
  // As autovacuum leaves an insert-mostly table in production (PostgreSQL 13+ vacuums after inserts too):
  // statistics and the visibility map, so counts over an index need not visit every row.
  await db.query('vacuum analyze');
  log(`\nseeded ${SESSIONS} sessions in ${GROUPS} groups in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
