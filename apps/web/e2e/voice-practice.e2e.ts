import { describe, expect, it } from 'vitest';
import { fakeMicrophoneArgs } from './support/chromium';
import { dedicatedBrowser, eventually, expectAccessible, newPage, signIn } from './support/harness';
import {
  call,
  micSeconds,
  noteMicOpening,
  publishVoiceRoleplay,
  speakAnswers,
  startVoiceRoleplay,
  waitForMicSecond,
  type Spoken,
} from './support/voice';

const REVIEW = 'Warm opening. Slow down a little on the closing line.';

/**
 * A scripted voice call end to end (issue 9): Chromium's fake microphone plays answers spoken by
 * espeak-ng; they go through the capture worklet and the speech socket to the offline recogniser; the
 * customer's lines come back as audio; the call is scored.
 */
const ROLEPLAY = `Voice journey: billing question ${Date.now().toString(36)}`;
const ANSWERS = ['Thank you for calling, how can I help you today?', 'You are welcome, have a great day.'];
/** Where each answer starts in the microphone's file (s): room for the customer's line before each. */
const ANSWER_AT = [0.5, 16];

let spoken: Spoken | null = null;
dedicatedBrowser(() => {
  spoken = speakAnswers(ANSWERS, ANSWER_AT);
  return fakeMicrophoneArgs(spoken.wav);
});

/** A short scripted voice roleplay about a bill. */
const publishRoleplay = (name: string) =>
  publishVoiceRoleplay(name, {
    scripted: true,
    customerName: 'Nora Quinn',
    customerAge: 44,
    customerSince: 'March 2016',
    customerAddress: '12 Elm Street, Springfield',
    customerIssueDescription: 'A question about the last bill.',
    script: {
      steps: [
        {
          id: 'welcome',
          kind: 'welcome',
          customerLines: ['Hello, I have a question about my bill.'],
          recommendedAnswers: [ANSWERS[0]],
          chips: [],
        },
        {
          id: 'closing',
          kind: 'closing',
          customerLines: ['That answers it, thank you.'],
          recommendedAnswers: [ANSWERS[1]],
          chips: [],
        },
      ],
    },
  });

describe('Voice practice', () => {
  it(
    'a hero answers an inbound call by voice, the recogniser hears both answers and the call is scored',
    { timeout: 180_000 },
    async () => {
      await publishRoleplay(ROLEPLAY);
      const page = await newPage();
      await noteMicOpening(page);
      await signIn(page, 'hero');
      await startVoiceRoleplay(page, ROLEPLAY);
      const main = page.locator('#main-content');

      // The call rings (incoming) until the advisor answers.
      const row = main.getByTestId('call-list-item').first();
      await eventually(() => row.getByTestId('call-status').textContent()).toBe('Incoming');
      expect(await main.getByRole('tab', { name: 'Caller list' }).count()).toBe(1);
      await expectAccessible(page, 'voice practice, ringing');
      await call(page).getByTestId('call-answer').click();
      await eventually(() => row.getByTestId('call-status').textContent()).toBe('Active call');
      await call(page).getByText('Hello, I have a question about my bill.').waitFor();
      await call(page).getByTestId('call-details-toggle').click();
      await call(page).getByText('44 years').waitFor();
      // Enter on a focused button presses that button; the advisor clicks back into the conversation first.
      await call(page).getByText('Hello, I have a question about my bill.').click();

      // Inbound: the mic opens by itself once the customer has spoken; the first answer is heard live.
      const mic = call(page).getByTestId('mic-toggle');
      await eventually(() => mic.getAttribute('data-mic')).toBe('live');
      await expectAccessible(page, 'voice practice, listening');
      await waitForMicSecond(page, ANSWER_AT[0]! + spoken!.seconds[0]! + 0.8);
      await eventually(async () => (await call(page).getByTestId('voice-typing').inputValue()).length).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await call(page).getByTestId('advisor-message').first().waitFor();
      await call(page).getByText('That answers it, thank you.').waitFor({ timeout: 20_000 });

      // The second answer: unmute with Enter just before it plays, mute right after.
      await eventually(() => mic.isEnabled()).toBe(true);
      const before = await micSeconds(page);
      expect(before, 'the customer finished speaking before the second answer starts').toBeLessThan(ANSWER_AT[1]! - 0.4);
      await waitForMicSecond(page, ANSWER_AT[1]! - 0.4);
      await page.keyboard.press('Enter');
      await eventually(() => mic.getAttribute('data-mic')).toBe('live');
      await waitForMicSecond(page, ANSWER_AT[1]! + spoken!.seconds[1]! + 0.8);
      await page.keyboard.press('Enter');

      // The call completes: Call Ended, the score, the session-ended marker in the transcript.
      await call(page).getByTestId('call-ended').waitFor({ timeout: 30_000 });
      const score = call(page).getByTestId('score-block');
      await score.waitFor({ timeout: 30_000 });
      expect(await score.getByTestId('overall-score').textContent()).toMatch(/^\d+%$/);
      expect(await call(page).getByTestId('advisor-message').count()).toBe(2);
      await eventually(() => row.getByTestId('call-status').textContent()).toBe('Completed');
      await main.getByTestId('tab-transcript').click();
      await main.getByTestId('transcript-ended').waitFor();
      expect(await main.getByTestId('transcript-entry').count()).toBe(2);
      await main.getByTestId('practice-result').waitFor({ timeout: 30_000 });
      await expectAccessible(page, 'voice practice, scored');
      if (process.env.VOICE_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.VOICE_SCREENSHOTS}/voice-scored.png`, fullPage: true });
    },
  );

  it(
    'the mentor plays the recorded call, edits a score, comments and marks it reviewed; the hero sees the review',
    { timeout: 120_000 },
    async () => {
      const mentor = await newPage();
      await signIn(mentor, 'mentor');
      await mentor.goto('/dashboard/engage/reports');
      const main = mentor.locator('#main-content');
      const row = main.getByRole('table').getByRole('row').filter({ hasText: ROLEPLAY }).first();
      await row.waitFor();
      await row.getByTestId('history-open').click();
      await main.getByTestId('back-to-list').waitFor();
      // A voice session opens on its recording: the bot's lines and the advisor's answers as they were heard.
      expect((await main.getByRole('tab').allTextContents())[0]).toBe('Audio Transcription');
      const player = main.getByTestId('audio-player');
      await player.getByTestId('waveform').locator('div').first().waitFor();
      const play = player.getByTestId('audio-play');
      await eventually(() => play.isEnabled()).toBe(true);
      // Long enough for both customer lines and both answers (the call itself took about 20 s).
      const total = (await player.getByTestId('audio-time').textContent())!.split(' / ')[1]!;
      const [h, m, sec] = total.split(':').map(Number);
      expect(h! * 3600 + m! * 60 + sec!).toBeGreaterThanOrEqual(6);
      await expectAccessible(mentor, 'session detail, audio transcription');
      await play.click();
      await eventually(() => play.getAttribute('data-playing')).toBe('true');
      await eventually(async () => (await player.getByTestId('audio-time').textContent())!.startsWith('00:00:00')).toBe(false);
      await play.click();
      await eventually(() => play.getAttribute('data-playing')).toBe('false');
      if (process.env.VOICE_SCREENSHOTS)
        await mentor.screenshot({ path: `${process.env.VOICE_SCREENSHOTS}/voice-review-audio.png`, fullPage: true });

      // A score edit on the first spoken answer, then the comment and the reviewed mark.
      await main.getByTestId('detail-tab-chat').click();
      const answer = main.getByTestId('history-advisor-message').first();
      await answer.waitFor();
      const before = Number(/Score (\d)\/5/.exec((await answer.getByTestId('message-score').textContent()) ?? '')?.[1]);
      const after = before === 5 ? 4 : 5;
      await answer.getByTestId('edit-score').click();
      await answer.getByTestId('score-input').fill(String(after));
      await answer.getByTestId('score-input').press('Enter');
      await mentor.getByText('Interaction History score updated successfully').waitFor();
      await eventually(() => answer.getByTestId('message-score').textContent()).toContain(`Score ${after}/5`);
      await main.getByTestId('detail-tab-comments').click();
      const panel = main.getByTestId('comment-panel');
      await panel.getByTestId('comment-input').fill(REVIEW);
      await panel.getByLabel('Reviewed').check();
      await panel.getByTestId('submit-comment').click();
      await mentor.getByText('Interaction History comment updated successfully').waitFor();

      // The hero opens the reviewed call: the recording, the mentor's score and comment.
      const hero = await newPage();
      await signIn(hero, 'hero');
      await hero.goto('/dashboard/engage/reports');
      const mine = hero.locator('#main-content').getByRole('table').getByRole('row').filter({ hasText: ROLEPLAY }).first();
      await mine.getByTestId('row-reviewed').waitFor();
      await mine.getByTestId('history-open').click();
      await hero.locator('#main-content').getByTestId('audio-player').waitFor();
      await hero.locator('#main-content').getByTestId('detail-tab-chat').click();
      await eventually(() => hero.locator('#main-content').getByTestId('message-score').first().textContent()).toContain(
        `Score ${after}/5`,
      );
      await hero.locator('#main-content').getByTestId('detail-tab-comments').click();
      expect(await hero.locator('#main-content').getByTestId('saved-comment').textContent()).toBe(REVIEW);
      await expectAccessible(hero, 'session detail (hero), voice review');
    },
  );

  it('End call asks first: staying keeps the call going, confirming ends it', { timeout: 120_000 }, async () => {
    const name = `Voice journey: end call ${Date.now().toString(36)}`;
    await publishRoleplay(name);
    const page = await newPage();
    await signIn(page, 'hero');
    await startVoiceRoleplay(page, name);
    const main = page.locator('#main-content');
    const row = main.getByTestId('call-list-item').first();
    await eventually(() => row.getByTestId('call-status').textContent()).toBe('Incoming');
    await call(page).getByTestId('call-answer').click();
    await eventually(() => row.getByTestId('call-status').textContent()).toBe('Active call');

    // The red button asks; staying closes the question and the call goes on.
    await call(page).getByRole('button', { name: 'End call' }).click();
    const dialog = page.getByRole('dialog', { name: 'End this call?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Once the call has ended, you cannot go back to it.');
    await expectAccessible(page, 'voice practice, End call dialog');
    await dialog.getByRole('button', { name: 'Stay on the call' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.getByTestId('call-status').textContent()).toBe('Active call');
    expect(await call(page).getByTestId('call-ended').count()).toBe(0);

    // Asked again and confirmed: the call ends.
    await call(page).getByRole('button', { name: 'End call' }).click();
    await dialog.getByRole('button', { name: 'End call' }).click();
    await call(page).getByTestId('call-ended').waitFor();
    expect(await call(page).getByTestId('call-controls').count()).toBe(0);
  });
});
