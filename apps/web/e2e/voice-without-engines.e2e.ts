import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newPage, sharedBrowser, signIn } from './support/harness';
import { main } from './support/practice';
import { startServer, type RunningServer } from './support/server';
import { call, publishVoiceRoleplay, startVoiceRoleplay, UNSCRIPTED_CUSTOMER } from './support/voice';

sharedBrowser();

/**
 * A server set up without the speech engines (espeak-ng and pocketsphinx not installed): it is started
 * here with a PATH that holds neither program, which is how the server looks for them by default.
 */
let server: RunningServer;
let emptyPath: string;
beforeAll(async () => {
  emptyPath = mkdtempSync(path.join(tmpdir(), 'switchboard-no-engines-'));
  server = await startServer({ PATH: emptyPath });
}, 200_000);
afterAll(async () => {
  await server?.stop();
  rmSync(emptyPath, { recursive: true, force: true });
});

describe('Voice without speech engines', { timeout: 120_000 }, () => {
  it('the server names the missing engines at start, the bot voice answers 503, and the call screen says so before the call', async () => {
    // The start-up log names each missing engine and the Debian packages that bring it.
    expect(server.output()).toContain('Voice practice is unavailable until these speech engines are installed');
    expect(server.output()).toContain('espeak-ng: the program espeak-ng (Debian package espeak-ng)');
    expect(server.output()).toContain(
      'pocketsphinx: the program pocketsphinx_continuous (Debian packages pocketsphinx and pocketsphinx-en-us)',
    );

    const name = `Voice journey: no engines ${Date.now().toString(36)}`;
    await publishVoiceRoleplay(name, UNSCRIPTED_CUSTOMER, { server: server.baseUrl });
    const page = await newPage({ server: server.baseUrl });
    await signIn(page, 'hero');

    // The bot's voice, asked with the hero's session: 503 with the reason, never an empty WAV.
    const token = await page.evaluate(() => localStorage.getItem('switchboard.authToken'));
    const voice = await fetch(`${server.baseUrl}/apigateway/ttssrvc/botvoicestream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token!, 'x-switchboard-request': '1' },
      body: JSON.stringify({ text: 'Hello, my internet keeps dropping.' }),
    });
    expect(voice.status).toBe(503);
    expect(voice.headers.get('content-type')).toContain('application/json');
    expect(await voice.json()).toMatchObject({
      error: 'speech_unavailable',
      message: "The customer's voice is unavailable: this server is missing the program espeak-ng (Debian package espeak-ng).",
    });

    // The call rings, and before it is answered the screen says what will not work.
    await startVoiceRoleplay(page, name);
    const row = main(page).getByTestId('call-list-item').first();
    await row.getByTestId('call-status').filter({ hasText: 'Incoming' }).waitFor();
    await call(page).getByTestId('call-answer').waitFor();
    const notice = main(page).getByTestId('speech-unavailable');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Voice is not available on this server');
    expect(await notice.getByRole('listitem').allTextContents()).toEqual([
      'The customer’s voice cannot be played: you will read their lines on screen.',
      'Speech recognition is not installed: your spoken answers cannot be heard. Ask your administrator to install the speech engines.',
    ]);
    await expectAccessible(page, 'voice practice without speech engines, ringing');
    if (process.env.VOICE_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.VOICE_SCREENSHOTS}/voice-no-engines.png`, fullPage: true });
  });
});
