/** Debian's Chromium, driven by playwright-core (no downloaded browsers). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A microphone that plays `wavPath` (Chromium's fake capture device, granted without a prompt): for the
 * voice journey only, which starts its own browser with these.
 */
export const fakeMicrophoneArgs = (wavPath: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${wavPath}`,
  '--autoplay-policy=no-user-gesture-required',
];
