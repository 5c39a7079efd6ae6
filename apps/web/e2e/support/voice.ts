import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, demoPassword, emailOf } from './harness';

/**
 * What the voice journeys share: the fake microphone's file (answers spoken by espeak-ng at known times),
 * publishing a voice roleplay, starting it and timing answers against the microphone.
 *
 * The fake microphone plays one file from the moment the call opens the microphone (it stays open for
 * the whole call), so the answers sit in that file at known times and the advisor unmutes just before
 * each one and mutes just after it.
 */

export interface Spoken {
  wav: string;
  /** How long each answer lasts (s). */
  seconds: number[];
}

const SAMPLE_RATE = 16_000;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed: ${result.error?.message ?? result.stderr}. The voice journeys need espeak-ng and sox.`,
    );
  }
  return result.stdout;
}

/** espeak-ng speaks every answer; sox makes one 16 kHz mono file with each answer starting at its second in `at`. */
export function speakAnswers(answers: readonly string[], at: readonly number[]): Spoken {
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-voice-'));
  const parts: string[] = [];
  const seconds: number[] = [];
  let end = 0;
  answers.forEach((answer, i) => {
    const raw = path.join(dir, `answer-${i}-raw.wav`);
    const part = path.join(dir, `answer-${i}.wav`);
    run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', raw, answer]);
    run('sox', [raw, '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', part, 'pad', String(at[i]! - end), '0']);
    const length = Number(run('soxi', ['-D', raw]).trim());
    seconds.push(length);
    end = at[i]! + length;
    parts.push(part);
  });
  const wav = path.join(dir, 'answers.wav');
  run('sox', [...parts, wav, 'pad', '0', '30']);
  return { wav, seconds };
}

/**
 * One answer said over and over (the fake microphone loops its file), each time followed by the pause
 * that ends a stretch of speech for the recogniser (1 s), so whenever the advisor unmutes, an answer is
 * heard within a few seconds.
 */
export function speakOnLoop(answer: string, times = 4): Spoken {
  const once = speakAnswers([answer], [0.2]);
  const wav = once.wav.replace(/\.wav$/, '-loop.wav');
  run('sox', [once.wav, wav, 'trim', '0', String(0.2 + once.seconds[0]! + 1.5), 'repeat', String(times - 1)]);
  return { wav, seconds: once.seconds };
}

/** The customer of an unscripted voice roleplay, played by the built-in persona when no LLM is configured. */
export const UNSCRIPTED_CUSTOMER = {
  scripted: false,
  customerName: 'Owen Hartley',
  customerAge: 52,
  customerSince: 'June 2012',
  customerAddress: '7 Harbour Road, Portland',
  customerIssueDescription: 'My internet drops every evening around eight and I work from home.',
  customerSpeakingStyle: 'patient but worried',
  customerGoal: 'I want a connection that stays up in the evening.',
  customerObjections: [],
  customerMood: 'calm',
  customerFacts: [
    {
      label: 'The fault',
      value: 'My internet drops every evening around eight and I work from home.',
      knownBy: 'customer',
      reveal: 'opening',
    },
    { label: 'Send an engineer', value: 'Book an engineer visit to check the line.', knownBy: 'company', acceptable: true },
  ],
} as const;

/**
 * A guardian publishes a short voice roleplay (inbound, en-US) in the library, through the API the
 * authoring screens use, against `server` (the run's server unless a journey started its own).
 * `content` is either a script's steps or an unscripted customer. With `crmFields`, the roleplay gets a
 * CRM form with those fields (the demo group requires one where a roleplay has it).
 */
export async function publishVoiceRoleplay(
  name: string,
  content: object,
  { server = baseUrl, crmFields }: { server?: string; crmFields?: object[] } = {},
): Promise<void> {
  const login = await fetch(`${server}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: emailOf('guardian'), password: demoPassword }),
  });
  expect(login.status).toBe(200);
  const { ixAuthToken } = (await login.json()) as { ixAuthToken: string };
  const created = await fetch(`${server}/apigateway/tbsrvc/usecases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': ixAuthToken, 'x-switchboard-request': '1' },
    body: JSON.stringify({
      name,
      description: 'A short inbound call.',
      type: 2,
      status: 'published',
      genericUsecase: true,
      verticalId: 'telecom',
      language: 'en-US',
      selfRegistration: true,
      inboundEnabled: true,
      visibilityId: 3,
      liveTranscript: true,
      realTimeFeedback: true,
      threshold: 50,
      ...content,
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  if (!crmFields) return;
  const { id } = (await created.json()) as { id: string };
  const form = await fetch(`${server}/apigateway/tbsrvc/crmform`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': ixAuthToken, 'x-switchboard-request': '1' },
    body: JSON.stringify({ usecaseId: id, label: `CRM record — ${name}`, fields: crmFields }),
  });
  expect(form.status, await form.clone().text()).toBe(200);
}

/** A contact-centre CRM form: one field of each type (text, select, radio, checkbox, textarea). */
export const CRM_FIELDS = [
  { label: 'Customer name', control: 'customerName', type: 'text', maxLength: 100 },
  {
    label: 'Contact reason',
    control: 'contactReason',
    type: 'select',
    options: [
      { label: 'Billing', value: 'billing' },
      { label: 'Technical fault', value: 'technical' },
    ],
  },
  {
    label: 'Outcome',
    control: 'outcome',
    type: 'radio',
    options: [
      { label: 'Resolved', value: 'resolved' },
      { label: 'Escalated', value: 'escalated' },
    ],
  },
  {
    label: 'Actions taken',
    control: 'actions',
    type: 'checkbox',
    options: [
      { label: 'Checked the line', value: 'line-check' },
      { label: 'Booked an engineer', value: 'engineer' },
    ],
  },
  { label: 'Interaction notes', control: 'notes', type: 'textarea' },
];

/** Notes when the call opens the (fake) microphone: its file plays from there. Call before the page loads. */
export async function noteMicOpening(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      (window as { __micOpenedAt?: number }).__micOpenedAt ??= performance.now();
      return stream;
    };
  });
}

/** Seconds the fake microphone has played since the call opened it (-1 before it opened). */
export const micSeconds = (page: Page) =>
  page.evaluate(() => {
    const started = (window as { __micOpenedAt?: number }).__micOpenedAt;
    return started === undefined ? -1 : (performance.now() - started) / 1000;
  });

export async function waitForMicSecond(page: Page, second: number): Promise<void> {
  const now = await micSeconds(page);
  expect(now, 'the microphone is open').toBeGreaterThanOrEqual(0);
  if (second > now) await page.waitForTimeout((second - now) * 1000);
}

export const call = (page: Page) => page.locator('#main-content').getByTestId('call');

/** From the roleplay list, the voice roleplay of that name is started: the practice page opens, ringing. */
export async function startVoiceRoleplay(page: Page, name: string): Promise<void> {
  await page.goto('/dashboard/engage');
  const main = page.locator('#main-content');
  await main.getByTestId('roleplay-card').first().waitFor();
  await main.getByTestId('tab-all').click();
  await main.getByTestId('type-filter-all').getByLabel('Voice').check();
  await main.getByTestId('roleplay-card').filter({ hasText: name }).getByTestId('start-practice').click();
  await page.waitForURL(/\/dashboard\/engage\/session\/[0-9a-f]{24}$/);
}
