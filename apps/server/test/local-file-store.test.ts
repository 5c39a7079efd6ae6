import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { localFileStore } from '../src/platform/files/local-file-store.js';
import { InvalidFileKeyError, type FileStore } from '../src/platform/files/file-store.js';

const read = async (store: FileStore, key: string, range?: { start: number; end: number }) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key, range)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('local file store', () => {
  let root: string;
  let store: FileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sb-files-'));
    store = localFileStore(path.join(root, 'files'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes, reads (whole or a range), copies and deletes, one folder per tenant', async () => {
    expect(await store.write('tenantA/area/one', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(await read(store, 'tenantA/area/one')).toBe('hello world');
    expect(await read(store, 'tenantA/area/one', { start: 6, end: 10 })).toBe('world');
    expect(await store.stat('tenantA/area/one')).toEqual({ size: 11 });
    await store.copy('tenantA/area/one', 'tenantB/area/two');
    expect(await read(store, 'tenantB/area/two')).toBe('hello world');
    expect((await readdir(path.join(root, 'files'))).sort()).toEqual(['tenantA', 'tenantB']);
    await store.delete('tenantA/area/one');
    await store.delete('tenantA/area/one');
    expect(await store.stat('tenantA/area/one')).toBeNull();
    await expect(store.read('tenantA/area/one')).rejects.toThrow();
  });

  it('leaves nothing behind when the source fails half-way', async () => {
    async function* failing() {
      yield Buffer.from('partial data');
      throw new Error('client went away');
    }
    await expect(store.write('tenantC/area/broken', failing())).rejects.toThrow('client went away');
    expect(await store.stat('tenantC/area/broken')).toBeNull();
    expect(await readdir(path.join(root, 'files', 'tenantC', 'area'))).toEqual([]);
  });

  it('refuses keys that could escape its folder', async () => {
    await expect(store.write('../outside/x', Readable.from([Buffer.from('x')]))).rejects.toThrow(InvalidFileKeyError);
    await expect(store.stat('tenantA/../../etc')).rejects.toThrow(InvalidFileKeyError);
  });
});
