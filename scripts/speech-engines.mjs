// The Debian packages the voice loop, the voice journey and bench/voice.mjs need, installed when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The voice loop (integration tests) speaks with espeak-ng and listens with pocketsphinx and its US
 * English model; the voice journey lays out its microphone file with sox. Missing packages are installed when we are root on Debian; otherwise the run says
 * exactly what to install instead of failing later with a confusing error.
 */
export function ensureSpeechEngines() {
  const onPath = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;
  const missing = [
    !onPath('espeak-ng') && 'espeak-ng',
    !onPath('pocketsphinx_continuous') && 'pocketsphinx',
    !existsSync('/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict') && 'pocketsphinx-en-us',
    !onPath('sox') && 'sox',
  ].filter(Boolean);
  if (missing.length === 0) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/etc/debian_version')) {
    console.log(`Installing the Debian packages the voice loop needs: ${missing.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env }).status === 0;
    if (ok) return true;
  }
  console.error(
    `The voice loop needs the Debian packages ${missing.join(', ')}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
  );
  return false;
}
