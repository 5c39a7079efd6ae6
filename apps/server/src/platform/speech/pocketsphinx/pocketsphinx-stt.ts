import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { EngineSlots } from '../engine-slots.js';
import { SpeechUnavailableError } from '../speech-error.js';
import type { RecognitionStream, SpeechRecognizer } from '../speech-engines.js';
import type { CompiledGrammar } from './grammar.js';
import { GrammarFileStore } from './grammar-files.js';

/**
 * Offline recognition with Debian's pocketsphinx (0.8+5prealpha) and its US English model (ADR 014).
 * One `pocketsphinx_continuous` process per advisor turn reads the raw 16 kHz samples from stdin
 * (`-infile /dev/stdin`) and prints one line per stretch of speech its voice detector closes. On a
 * scripted step it decodes with the step's grammar (grammar.ts); without one (unscripted), with the
 * model's general language model. Each line is passed on as a partial result (the text so far); when the
 * turn ends the whole text is the final result, written as the answer it is when it is one.
 */
export interface PocketsphinxConfig {
  bin: string;
  /** Folder holding the acoustic model (en-us/), en-us.lm.bin and cmudict-en-us.dict. */
  modelDir: string;
  /** From the end of the audio to the last result. */
  timeoutMs: number;
  slots: EngineSlots;
}

/** Frames (10 ms) of silence that close a stretch of speech: long enough not to cut a sentence at a comma. */
export const VAD_POSTSPEECH_FRAMES = 100;

export function pocketsphinxRecognizer(config: PocketsphinxConfig): SpeechRecognizer & { close(): Promise<void> } {
  const hmm = path.join(config.modelDir, 'en-us');
  const dictionaryPath = path.join(config.modelDir, 'cmudict-en-us.dict');
  const grammars = new GrammarFileStore(dictionaryPath);
  let modelChecked: Promise<void> | null = null;
  const checkModel = () =>
    (modelChecked ??= Promise.all([access(hmm), access(dictionaryPath)]).then(
      () => undefined,
      () => {
        modelChecked = null;
        throw new SpeechUnavailableError(
          'engine',
          `pocketsphinx's US English model is missing in ${config.modelDir} (Debian package pocketsphinx-en-us).`,
        );
      },
    ));

  return {
    engine: 'pocketsphinx',
    close: () => grammars.close(),
    async open(options, onResult) {
      if (!/^en(?:-|$)/i.test(options.language)) {
        throw new SpeechUnavailableError(
          'language',
          `Offline recognition (pocketsphinx) has an English model only; ${options.language} needs STT_ENGINE=vosk or whisper.`,
        );
      }
      await checkModel();
      let grammar: CompiledGrammar | null = null;
      const search: string[] = [];
      if (options.hints && options.hints.answers.length > 0) {
        const files = await grammars.filesFor({ answers: options.hints.answers, vocabulary: options.hints.vocabulary });
        grammar = files.grammar;
        search.push('-fsg', files.fsgPath, '-dict', files.dictPath);
      } else {
        search.push('-lm', path.join(config.modelDir, 'en-us.lm.bin'), '-dict', dictionaryPath);
      }
      const release = await config.slots.acquire();
      const args = ['-infile', '/dev/stdin', '-samprate', '16000', '-hmm', hmm, ...search];
      args.push('-vad_postspeech', String(VAD_POSTSPEECH_FRAMES));
      // pocketsphinx opens its -infile by name, and /dev/stdin cannot be opened when it is the socket Node
      // gives a child: `cat |` makes it a real pipe. The pipeline gets its own process group, killed whole.
      const child = spawn('/bin/sh', ['-c', 'cat | exec "$0" "$@"', config.bin, ...args], {
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
      });
      const kill = () => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      };
      let failure: SpeechUnavailableError | null = null;
      let stderr = '';
      const heard: string[] = [];
      // pocketsphinx logs to stderr; only its errors (and the shell's) are worth keeping for the message.
      createInterface({ input: child.stderr }).on('line', (line) => {
        if (/^(ERROR|FATAL)|not found|No such file/.test(line))
          stderr = `${stderr} ${line.replace(/^\w+: "[^"]*", line \d+: /, '')}`.trim().slice(-400);
      });
      child.stdin.on('error', () => undefined);
      createInterface({ input: child.stdout }).on('line', (line) => {
        const text = line.trim();
        if (!text) return;
        heard.push(text);
        const soFar = heard.join(' ');
        onResult({ text: grammar ? grammar.writtenForm(soFar) : soFar, final: false });
      });
      const exited = new Promise<number | null>((resolve) => {
        child.on('error', (error) => {
          failure ??= new SpeechUnavailableError('engine', `pocketsphinx cannot be started (${config.bin}): ${error.message}`);
          resolve(null);
        });
        child.on('close', (code) => resolve(code));
      });
      void exited.then(release);

      return {
        write(pcm) {
          if (child.stdin.writable) child.stdin.write(pcm);
        },
        async end() {
          child.stdin.end();
          const timer = setTimeout(() => {
            failure ??= new SpeechUnavailableError(
              'timeout',
              `pocketsphinx did not finish within ${config.timeoutMs} ms of the end of speech.`,
            );
            kill();
          }, config.timeoutMs);
          const code = await exited;
          clearTimeout(timer);
          if (failure) throw failure;
          if (code !== 0)
            throw new SpeechUnavailableError('engine', `pocketsphinx failed (exit ${code}): ${stderr.trim() || 'no message'}`);
          const spoken = heard.join(' ');
          if (spoken) onResult({ text: grammar ? grammar.writtenForm(spoken) : spoken, final: true });
        },
        abort() {
          kill();
        },
      } satisfies RecognitionStream;
    },
  };
}
