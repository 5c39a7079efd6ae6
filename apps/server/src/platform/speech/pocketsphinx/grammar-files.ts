import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileGrammar, type CompiledGrammar, type GrammarInput } from './grammar.js';
import { PronouncingDictionary } from './pronouncing-dictionary.js';

/** The files pocketsphinx reads for one grammar. */
export interface GrammarFiles {
  grammar: CompiledGrammar;
  fsgPath: string;
  dictPath: string;
}

/** Grammars kept on disk; the oldest are removed past this (a step's grammar is a few tens of KB). */
const MAX_FILES = 500;

/**
 * Compiles step grammars and writes them where pocketsphinx can read them: one folder per server
 * process (removed when it stops), one file pair per distinct grammar, shared by every stream of that
 * step. Compiled grammars are also kept in memory: the same step is heard again and again.
 */
export class GrammarFileStore {
  private folder: Promise<string> | null = null;
  private readonly written = new Map<string, Promise<GrammarFiles>>();

  constructor(private readonly dictionaryPath: string) {}

  async filesFor(input: GrammarInput): Promise<GrammarFiles> {
    const key = createHash('sha256')
      .update(JSON.stringify([input.answers, input.vocabulary ?? []]))
      .digest('hex');
    let files = this.written.get(key);
    if (!files) {
      files = this.write(input);
      files.catch(() => this.written.delete(key));
      this.written.set(key, files);
      await this.trim();
    }
    return files;
  }

  private async write(input: GrammarInput): Promise<GrammarFiles> {
    const grammar = compileGrammar(input, await PronouncingDictionary.load(this.dictionaryPath));
    const folder = await this.ensureFolder();
    const fsgPath = path.join(folder, `${grammar.key}.fsg`);
    const dictPath = path.join(folder, `${grammar.key}.dict`);
    // Written under a temporary name and renamed: a decoder never reads a half-written file.
    for (const [file, text] of [
      [fsgPath, grammar.fsg],
      [dictPath, grammar.dictionary],
    ] as const) {
      await writeFile(`${file}.part`, text);
      await rename(`${file}.part`, file);
    }
    return { grammar, fsgPath, dictPath };
  }

  private ensureFolder(): Promise<string> {
    this.folder ??= mkdir(tmpdir(), { recursive: true }).then(() => mkdtemp(path.join(tmpdir(), 'switchboard-speech-')));
    return this.folder;
  }

  private async trim(): Promise<void> {
    while (this.written.size > MAX_FILES) {
      const [oldest, files] = this.written.entries().next().value as [string, Promise<GrammarFiles>];
      this.written.delete(oldest);
      // A stream may still be reading it: pocketsphinx reads the files once at start, so this only loses the cache.
      const f = await files.catch(() => null);
      if (f) await Promise.all([rm(f.fsgPath, { force: true }), rm(f.dictPath, { force: true })]);
    }
  }

  /** Removes the folder (server shutdown). */
  async close(): Promise<void> {
    const folder = this.folder ? await this.folder.catch(() => null) : null;
    this.written.clear();
    this.folder = null;
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}
