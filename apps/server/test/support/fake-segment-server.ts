import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './fake-llm-server.js';

/** What a Segment-compatible `POST /v1/batch` received, with the status the fake answered. */
export interface SegmentRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { batch: Record<string, unknown>[]; sentAt?: string };
  status: number;
}

export interface FakeSegment {
  url: string;
  requests: SegmentRequest[];
  /** Answers these statuses first, one per request, then 200 (e.g. [500, 500] for two failures). */
  failures: number[];
  close(): Promise<void>;
}

/** A local stand-in for Segment's HTTP tracking API: records every batch, fails on demand. */
export async function startFakeSegment(): Promise<FakeSegment> {
  const fake: FakeSegment = {
    url: '',
    requests: [],
    failures: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const status = req.method === 'POST' && req.url === '/v1/batch' ? (fake.failures.shift() ?? 200) : 404;
      fake.requests.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(text || '{}') as SegmentRequest['body'],
        status,
      });
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(status === 200 ? { success: true } : { error: 'boom' }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
