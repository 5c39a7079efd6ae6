import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for tests: it speaks the real streaming protocol
 * (`text/event-stream`, `data: {"choices":[{"delta":{"content":…}}]}` chunks, `data: [DONE]`) and
 * records what it was asked. `behaviour` decides the next answers.
 */
/** `dead`: the engine dies under the call (the connection is cut before any reply). */
export type FakeBehaviour = 'stream' | 'slow' | 'error' | 'garbage' | 'dead';

export interface FakeRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[]; max_tokens?: number };
}

export interface FakeLlm {
  url: string;
  requests: FakeRequest[];
  behaviour: FakeBehaviour;
  /** The text the next completions stream (word by word), by default a customer line. */
  reply: (request: FakeRequest) => string;
  close(): Promise<void>;
}

/** The whole request body as text (the local stand-ins of outside services read JSON bodies). */
export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    url: '',
    requests: [],
    behaviour: 'stream',
    reply: () => 'I was charged twice for roaming and I want it fixed.',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request: FakeRequest = {
        authorization: req.headers.authorization,
        body: JSON.parse(await readBody(req)) as FakeRequest['body'],
      };
      fake.requests.push(request);
      if (fake.behaviour === 'dead') {
        req.socket.destroy();
        return;
      }
      if (fake.behaviour === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      if (fake.behaviour === 'slow') {
        // The first token never comes within the client's deadline; the socket closes with the server.
        res.write(': keep-alive\n\n');
        setTimeout(() => res.end(), 5000).unref();
        return;
      }
      if (fake.behaviour === 'garbage') {
        res.end('data: {not json\n\n');
        return;
      }
      const words = fake.reply(request).split(/(?<= )/);
      // The role chunk first, as OpenAI does, then one chunk per word, split across writes to exercise buffering.
      res.write(
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`,
      );
      for (const word of words) {
        const line = `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: word }, finish_reason: null }] })}\r\n\r\n`;
        const cut = Math.floor(line.length / 2);
        res.write(line.slice(0, cut));
        await new Promise((resolve) => setTimeout(resolve, 1));
        res.write(line.slice(cut));
      }
      res.write(`data: ${JSON.stringify({ id: 'c1', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
