// Benchmark advisors: hero accounts written straight into the benchmark's fresh database (by its owner,
// before or beside the server), in the demo hero's group with the demo password, and the seeded library
// roleplay they practise with its script (the answer key).

const hex = (n) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => b.toString(16).padStart(2, '0')).join('');
const objectId = () =>
  Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0') + hex(8);

/** `count` heroes `{id, email, i}` named `<label> <i>` (emails `<label>.<i>.<random>@example.com`), 500 to a statement. */
export async function insertAdvisors(db, count, label) {
  const { rows } = await db.query(
    `select password_hash, last_tenant_id as tenant_id from users where email = 'hero@demo.switchboard.test'`,
  );
  const { password_hash: hash, tenant_id: tenantId } = rows[0];
  const users = Array.from({ length: count }, (_, i) => ({
    id: objectId(),
    email: `${label.toLowerCase()}.${i}.${hex(3)}@example.com`,
    i,
  }));
  for (let from = 0; from < count; from += 500) {
    const chunk = users.slice(from, from + 500);
    const v = chunk.map(
      (_, k) => `($${3 * k + 1}, $${3 * k + 2}, 'Bench', $${3 * k + 3}, 'hero', $${3 * chunk.length + 1}, $${3 * chunk.length + 2})`,
    );
    await db.query(`insert into users (id, email, first_name, last_name, role, password_hash, last_tenant_id) values ${v.join(', ')}`, [
      ...chunk.flatMap((u) => [u.id, u.email, `${label} ${u.i}`]),
      hash,
      tenantId,
    ]);
    const m = chunk.map((_, k) => `($1, $${k + 2})`);
    await db.query(`insert into memberships (tenant_id, user_id) values ${m.join(', ')}`, [tenantId, ...chunk.map((u) => u.id)]);
  }
  return { users, tenantId };
}

/** The group's published scripted library roleplay `<key>:en-US` of a type (1 chat, 2 voice), and its script. */
export async function libraryRoleplay(db, tenantId, type, key) {
  const { rows } = await db.query(
    `select id, script from usecases where tenant_id = $1 and type = $2 and scripted and status = 'published' and library_key like $3 limit 1`,
    [tenantId, type, `%${key}:en-US`],
  );
  if (rows.length === 0) throw new Error(`the demo group has no ${key} ${type === 1 ? 'chat' : 'voice'} roleplay`);
  const script = typeof rows[0].script === 'string' ? JSON.parse(rows[0].script) : rows[0].script;
  return { usecaseId: rows[0].id, script };
}

/**
 * The answer a benchmark advisor sends at a step of a scripted chat: the chip on a select-one step;
 * otherwise the recommended answer, or `wrong` when given (a first reply that earns a retry).
 */
export function chatAnswer(step, cursor, wrong) {
  if (step.kind === 'select-one') {
    return { ...cursor, promptId: step.id, utteranceId: step.chips.indexOf(step.recommendedAnswers[0]), idleTime: 900, botTimeTaken: 200 };
  }
  const message = wrong ?? step.recommendedAnswers[0];
  return { ...cursor, message, typingDuration: message.split(/\s+/).length * 1500, typingSpeed: 40, idleTime: 1200, botTimeTaken: 200 };
}
