import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AnnouncementDetail, AnnouncementMedia } from '@switchboard/contracts';
import { announcementWorld, type AnnouncementWorld } from './support/announcements.js';
import { multipartBody, SAMPLE } from './support/multipart.js';
import { streamedFilePart, streamUntilAnswered } from './support/stream-body.js';

const MB = 1024 * 1024;
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x41)]);

describe('announcement media', () => {
  let w: AnnouncementWorld;
  let draft: AnnouncementDetail;
  beforeAll(async () => {
    w = await announcementWorld();
    draft = await w.create(w.guardian, { title: 'With media' });
  });
  afterAll(() => w.close());

  const filesOnDisk = async () => {
    const root = path.join(w.dataDir, 'files');
    const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
    return entries.map(String);
  };
  const fresh = () => w.create(w.guardian, { title: 'Fresh' });
  const get = (token: string, url: string, headers: Record<string, string> = {}) => w.t.as(token, { method: 'GET', url, headers });

  it('accepts each image and video type, stores it per tenant and serves it with safe headers', async () => {
    const cases = [
      { filename: 'chart.png', contentType: 'image/png', content: SAMPLE.png, kind: 'image', mime: 'image/png' },
      { filename: 'photo.jpg', contentType: 'image/jpeg', content: SAMPLE.jpeg, kind: 'image', mime: 'image/jpeg' },
      { filename: 'photo.JPEG', contentType: 'image/jpeg', content: SAMPLE.jpeg, kind: 'image', mime: 'image/jpeg' },
      { filename: 'anim.gif', contentType: 'image/gif', content: SAMPLE.gif, kind: 'image', mime: 'image/gif' },
      { filename: 'logo.svg', contentType: 'image/svg+xml', content: SAMPLE.svg, kind: 'image', mime: 'image/svg+xml' },
      { filename: 'clip.mp4', contentType: 'video/mp4', content: SAMPLE.mp4, kind: 'video', mime: 'video/mp4' },
      { filename: 'clip.mov', contentType: 'video/quicktime', content: SAMPLE.mov, kind: 'video', mime: 'video/quicktime' },
      { filename: 'clip.webm', contentType: 'video/webm', content: SAMPLE.webm, kind: 'video', mime: 'video/webm' },
    ];
    for (const c of cases) {
      const target = await fresh();
      const response = await w.upload(w.guardian, target._id, c);
      expect(response.statusCode, `${c.filename}: ${response.body}`).toBe(201);
      const media = response.json<AnnouncementMedia>();
      expect(media).toMatchObject({ kind: c.kind, mimeType: c.mime, fileName: c.filename });
      const served = await get(w.guardian.token, media.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(c.mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.headers['content-disposition']).toBe(`inline; filename="${c.filename}"; filename*=UTF-8''${c.filename}`);
      if (c.mime !== 'image/svg+xml') expect(served.rawPayload.equals(c.content)).toBe(true);
    }
    expect((await filesOnDisk()).filter((f) => f.includes(path.sep) && !f.endsWith('announcements')).every((f) => f.startsWith(w.a))).toBe(
      true,
    );
  });

  it('refuses a type whose extension, declared type and content disagree (415), storing nothing', async () => {
    const before = await filesOnDisk();
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const cases = [
      { filename: 'renamed.gif', contentType: 'image/gif', content: SAMPLE.png },
      { filename: 'page.png', contentType: 'image/png', content: html },
      { filename: 'page.svg', contentType: 'image/svg+xml', content: html },
      { filename: 'chart.png', contentType: 'image/jpeg', content: SAMPLE.png },
      { filename: 'page.html', contentType: 'text/html', content: html },
      { filename: 'noextension', contentType: 'image/png', content: SAMPLE.png },
      { filename: 'empty.png', contentType: 'image/png', content: Buffer.alloc(0) },
      { filename: 'audio.mp4', contentType: 'video/mp4', content: SAMPLE.mov },
      { filename: 'clip.webm', contentType: 'video/webm', content: Buffer.from('1a45dfa39f4286810142f781014282886d6174726f736b61', 'hex') },
    ];
    for (const c of cases) {
      const response = await w.upload(w.guardian, draft._id, c);
      expect(response.statusCode, `${c.filename} as ${c.contentType}: ${response.body}`).toBe(415);
      expect(response.json().error).toBe('unsupported_media_type');
      expect(response.json().message).toMatch(/Accepted files: JPEG, PNG, GIF or SVG images and MP4, MOV or WebM videos/);
    }
    const notMultipart = await w.t.as(w.guardian.token, {
      method: 'POST',
      url: `${w.base()}/announcements/${draft._id}/media`,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await filesOnDisk()).toEqual(before);
    const detail = await get(w.guardian.token, `${w.base()}/announcements/${draft._id}`);
    expect(detail.json<AnnouncementDetail>().media).toEqual([]);
  });

  it('serves a hostile SVG inert: no script, handlers, foreignObject, javascript: or external links', async () => {
    const hostile = Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 20 20" onload="alert(1)">
        <script>alert('svg')</script><script xlink:href="https://evil.example/x.js"/>
        <foreignObject width="20" height="20"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>
        <a xlink:href="javascript:alert(2)"><rect width="10" height="10" onmouseover="alert(3)" fill="url(#grad)"/></a>
        <a href="javascript:alert(4)"><text x="1" y="15">Hi</text></a>
        <image href="https://evil.example/track.png" width="5" height="5"/>
        <style>@import url("https://evil.example/a.css"); rect { fill: url(https://evil.example/f) }</style>
        <set attributeName="onclick" to="alert(5)"/><animate attributeName="href" to="javascript:alert(6)"/>
        <linearGradient id="grad"><stop offset="0" stop-color="#036"/></linearGradient>
      </svg>`,
    );
    const target = await fresh();
    const response = await w.upload(w.guardian, target._id, { filename: 'hostile.svg', contentType: 'image/svg+xml', content: hostile });
    expect(response.statusCode, response.body).toBe(201);
    const served = await get(w.guardian.token, response.json<AnnouncementMedia>().url);
    const text = served.body;
    for (const forbidden of [
      /<script/i,
      /\son\w+=/i,
      /foreignObject/i,
      /javascript:/i,
      /evil\.example/,
      /@import/i,
      /<iframe/i,
      /<set/i,
      /<animate/i,
    ]) {
      expect(text, String(forbidden)).not.toMatch(forbidden);
    }
    expect(text).toContain('<rect');
    expect(text).toContain('<linearGradient id="grad"');
    expect(text).toContain('viewBox="0 0 20 20"');
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('enforces 4 MB per image and 10 MB per video (413) and keeps nothing of a refused file', async () => {
    const target = await fresh();
    const exact = await w.upload(w.guardian, target._id, {
      filename: 'big.png',
      contentType: 'image/png',
      content: padded(SAMPLE.png, 4 * MB),
    });
    expect(exact.statusCode, exact.body).toBe(201);
    const files = await filesOnDisk();
    const over = await w.upload(w.guardian, target._id, {
      filename: 'big.png',
      contentType: 'image/png',
      content: padded(SAMPLE.png, 4 * MB + 1),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ error: 'payload_too_large', message: 'Images can be at most 4 MB.' });
    const video = await w.upload(w.guardian, target._id, {
      filename: 'big.mp4',
      contentType: 'video/mp4',
      content: padded(SAMPLE.mp4, 10 * MB + 1),
    });
    expect(video.statusCode).toBe(413);
    expect(video.json().message).toBe('Videos can be at most 10 MB.');
    expect(await filesOnDisk()).toEqual(files);
    expect(files.some((f) => f.endsWith('.partial'))).toBe(false);
  });

  it('answers 413 while the oversized image is still arriving, without reading the whole body', async () => {
    const target = await fresh();
    const total = 64 * MB;
    const part = streamedFilePart('huge.png', 'image/png', SAMPLE.png);
    const outcome = await streamUntilAnswered(w.t.app, {
      ...part,
      path: `${w.base()}/announcements/${target._id}/media`,
      headers: { ...part.headers, 'x-auth-token': w.guardian.token },
      total,
    });
    expect(outcome.statusCode).toBe(413);
    expect(outcome.json<{ message: string }>().message).toBe('Images can be at most 4 MB.');
    // The server answered after a little more than the limit, long before the 64 MB were sent.
    expect(outcome.sent).toBeLessThan(total / 2);
    const detail = await get(w.guardian.token, `${w.base()}/announcements/${target._id}`);
    expect(detail.json<AnnouncementDetail>().media).toEqual([]);
  });

  it('allows at most 5 images and 1 video, and one file per request', async () => {
    const target = await fresh();
    for (let i = 0; i < 5; i++) {
      expect(
        (await w.upload(w.guardian, target._id, { filename: `p${i}.png`, contentType: 'image/png', content: SAMPLE.png })).statusCode,
      ).toBe(201);
    }
    const sixth = await w.upload(w.guardian, target._id, { filename: 'p6.png', contentType: 'image/png', content: SAMPLE.png });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('An announcement can have at most 5 images.');
    expect(
      (await w.upload(w.guardian, target._id, { filename: 'v.webm', contentType: 'video/webm', content: SAMPLE.webm })).statusCode,
    ).toBe(201);
    const secondVideo = await w.upload(w.guardian, target._id, { filename: 'v2.mp4', contentType: 'video/mp4', content: SAMPLE.mp4 });
    expect(secondVideo.json().message).toBe('An announcement can have only one video.');

    const other = await fresh();
    const before = await filesOnDisk();
    const { body, contentType } = multipartBody([
      { filename: 'a.png', contentType: 'image/png', content: SAMPLE.png },
      { filename: 'b.png', contentType: 'image/png', content: SAMPLE.png },
    ]);
    const two = await w.t.as(w.guardian.token, {
      method: 'POST',
      url: `${w.base()}/announcements/${other._id}/media`,
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Upload one file at a time.');
    expect(await filesOnDisk()).toEqual(before);
    const empty = multipartBody([], { note: 'no file' });
    const none = await w.t.as(w.guardian.token, {
      method: 'POST',
      url: `${w.base()}/announcements/${other._id}/media`,
      payload: empty.body,
      headers: { 'content-type': empty.contentType },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/Choose a file to upload/);
  });

  it('serves byte ranges for video seeking', async () => {
    const target = await fresh();
    const media = (
      await w.upload(w.guardian, target._id, { filename: 'c.mp4', contentType: 'video/mp4', content: SAMPLE.mp4 })
    ).json<AnnouncementMedia>();
    const part = await get(w.guardian.token, media.url, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${SAMPLE.mp4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const beyond = await get(w.guardian.token, media.url, { range: `bytes=${SAMPLE.mp4.length}-` });
    expect(beyond.statusCode).toBe(416);
  });

  it('shows media to readers only once published, refuses heroes uploading (403) and removes files', async () => {
    const target = await fresh();
    const media = (
      await w.upload(w.guardian, target._id, { filename: 'p.png', contentType: 'image/png', content: SAMPLE.png })
    ).json<AnnouncementMedia>();
    expect((await get(w.hero.token, media.url)).statusCode).toBe(404);
    await w.t.as(w.guardian.token, { method: 'PATCH', url: `${w.base()}/announcements/${target._id}`, payload: { status: 'published' } });
    expect((await get(w.hero.token, media.url)).statusCode).toBe(200);
    expect((await get(w.outsider.token, media.url)).statusCode).toBe(404);

    const heroUpload = await w.upload(w.hero, target._id, { filename: 'p.png', contentType: 'image/png', content: SAMPLE.png });
    expect(heroUpload.statusCode).toBe(403);
    const outsiderUpload = await w.upload(
      w.outsider,
      target._id,
      { filename: 'p.png', contentType: 'image/png', content: SAMPLE.png },
      w.b,
    );
    expect(outsiderUpload.statusCode).toBe(404);

    const before = (await filesOnDisk()).length;
    const removed = await w.t.as(w.guardian.token, { method: 'DELETE', url: media.url });
    expect(removed.statusCode).toBe(204);
    expect((await get(w.guardian.token, media.url)).statusCode).toBe(404);
    expect((await filesOnDisk()).length).toBe(before - 1);
  });

  it('deletes the files of a deleted draft', async () => {
    const target = await fresh();
    await w.upload(w.guardian, target._id, { filename: 'p.png', contentType: 'image/png', content: SAMPLE.png });
    const before = (await filesOnDisk()).length;
    expect((await w.t.as(w.guardian.token, { method: 'DELETE', url: `${w.base()}/announcements/${target._id}` })).statusCode).toBe(204);
    expect((await filesOnDisk()).length).toBe(before - 1);
  });
});
