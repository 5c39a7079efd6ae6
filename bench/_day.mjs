// An advisor's working day on the hot paths, as a generator of requests (bench/_rate-step.mjs drives it at a
// fixed rate in the load benchmark; bench/statements.mjs one request at a time): practise a scripted chat,
// sign in again now and then, load the dashboard, read the feed, open the history. Each yielded action is
// one request; the generator receives the parsed reply (or ERROR) back.
import { DEMO_PASSWORD } from './_server.mjs';
import { chatAnswer } from './_advisors.mjs';
import { ERROR } from './_rate-step.mjs';

const P = '/apigateway/tbsrvc';
const WRONG = 'I had pancakes for breakfast and the weather is lovely today.';

const get = (kind, path) => ({ kind, method: 'GET', path });
const post = (kind, path, body) => ({ kind, method: 'POST', path, body });

/** A history page as the web asks for it: the last 30 days, newest first. */
function historyPath() {
  const end = new Date();
  const start = new Date(end.getTime() - 30 * 86_400_000);
  const q = new URLSearchParams({
    page: '0',
    size: '10',
    type: '0',
    order: 'desc',
    sort: 'sessionStartDateTime',
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    employeeID: '000',
    useCaseId: '0',
  });
  return `${P}/interaction/history?${q}`;
}

function* practice(u, world) {
  const { usecaseId, script } = world;
  const assessments = yield post('practice', `${P}/assessments`, [
    { actorId: u.id, userId: u.id, batchId: null, useCaseId: usecaseId, isUsecaseLibrary: true },
  ]);
  if (assessments === ERROR) return;
  const assessmentId = assessments[0].id;
  if ((yield get('practice', `${P}/nlp/validatidation/${assessmentId}`)) === ERROR) return;
  const session = yield post('practice', `${P}/usersession`, { assessmentId, hostName: 'load' });
  if (session === ERROR) return;
  let cursor = { userSessionId: session.id, assessmentId, questionId: session.questionId, answerRetryCount: 0 };
  let wrongSent = false;
  for (let answers = 0; cursor.questionId; answers++) {
    if (answers > script.steps.length * 5) return;
    const step = script.steps.find((s) => s.id === cursor.questionId);
    // The first text answer of a chat is wrong once (a retry), then right.
    const wrong = step.kind !== 'select-one' && !wrongSent ? WRONG : undefined;
    if (wrong) wrongSent = true;
    const payload = chatAnswer(step, cursor, wrong);
    const reply = yield post('prompt', `${P}/prompt`, payload);
    if (reply === ERROR) return;
    cursor = { ...cursor, questionId: reply.questionId, answerRetryCount: reply.answerRetryCount };
  }
  if ((yield post('practice', `${P}/chat/complete`, { userSessionId: session.id, responseTime: 60_000 })) === ERROR) return;
  if ((yield post('practice', `${P}/usersession/${session.id}/usage`, { durationSeconds: 120, idleSeconds: 10 })) === ERROR) return;
  if (session.isCrmEnabled) {
    const form = yield get('practice', `${P}/crmform?assessmentId=${assessmentId}`);
    if (form === ERROR) return;
    const fields = form.fields.map((f) =>
      f.type === 'checkbox'
        ? { control: f.control, formSelectedOptions: [f.options[0].value] }
        : { control: f.control, formValue: f.options.length > 0 ? f.options[0].value : `Load ${f.label}` },
    );
    if ((yield post('practice', `${P}/crmformdata/${session.id}`, { fields })) === ERROR) return;
  }
  yield get('practice', `${P}/scenario/scores/${session.id}?botTimeTaken=1400`);
}

function* dashboard(u, world) {
  const t = world.tenantId;
  yield get('dashboard', '/apigateway/upsrvc/platformHandShake');
  yield get('dashboard', `/api/tenant/v1/${t}/feature/home/widget/userApps`);
  yield get('dashboard', `/api/announcement/v1/${t}/announcements?page=1&limit=5&status=published`);
  yield get('dashboard', `/api/announcement/v1/${t}/unread-count`);
  yield get('dashboard', `${P}/usecases/userusecasemapping?userId=${u.id}&page=0&size=5`);
  yield get('dashboard', `${P}/usersession/recent?size=5`);
}

/** The day's parts, in order, repeated: practise, sign in again, the dashboard, the feed, the history. */
const PARTS = [
  (u, w) => practice(u, w),
  function* signInAgain(u) {
    const reply = yield {
      kind: 'login',
      method: 'POST',
      path: '/auth/login',
      body: { email: u.email, password: DEMO_PASSWORD },
      anonymous: true,
    };
    if (reply !== ERROR) u.token = reply.ixAuthToken;
  },
  (u, w) => dashboard(u, w),
  function* feed(u, w) {
    yield get('feed', `/api/announcement/v1/${w.tenantId}/announcements?page=1&limit=10&status=published`);
  },
  function* history() {
    yield get('history', historyPath());
  },
];

/** Signing in (argon2id, ~30 ms of CPU) happens every SIGN_IN_EVERY rounds of the day: about 1 request in 80. */
const SIGN_IN_EVERY = 3;

/** `u`: `{ i, id, email, token }` (the day signs in again into `u.token`); `world`: the tenant and the chat roleplay. */
export function* day(u, world) {
  // Users start at different parts of the day, so the mix is steady from the first second.
  for (let round = u.i; ; round++) {
    for (let k = 0; k < PARTS.length; k++) {
      const part = (u.i + k) % PARTS.length;
      if (PARTS[part].name === 'signInAgain' && round % SIGN_IN_EVERY !== 0) continue;
      yield* PARTS[part](u, world);
    }
  }
}
