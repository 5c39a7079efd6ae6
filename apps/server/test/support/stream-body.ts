import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface StreamedReply {
  statusCode: number;
  /** Bytes of the body written when the answer came. */
  sent: number;
  body: string;
  json<T = unknown>(): T;
}

export interface StreamedBody {
  path: string;
  headers: Record<string, string>;
  /** The start of the body (a JSON prefix, a multipart preamble and file header). */
  head: Buffer | string;
  /** How many bytes to send at most, head and filler together. */
  total: number;
  /** The end of the body, sent only if the server has not answered by then. */
  tail: Buffer | string;
  chunkBytes?: number;
  fill?: number;
}

/**
 * Streams a body over real HTTP to the test app (listening on a free port if it is not yet): the head,
 * filler chunks up to `total`, then the tail, with no Content-Length (chunked), so a limit has to hold
 * while the body is still arriving. Resolves with the answer and how much had been sent when it came.
 */
export async function streamUntilAnswered(app: FastifyInstance, body: StreamedBody): Promise<StreamedReply> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: body.path, headers: body.headers });
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      let text = '';
      response.on('data', (d) => (text += d));
      response.on('end', () =>
        resolve({ statusCode: response.statusCode ?? 0, sent: sentWhenAnswered, body: text, json: <T>() => JSON.parse(text) as T }),
      );
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(body.chunkBytes ?? 256 * 1024, body.fill ?? 0x41);
    const pump = () => {
      if (sent === 0) {
        request.write(body.head);
        sent = Buffer.byteLength(body.head);
      }
      while (!answered && sent < body.total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end(body.tail);
    };
    pump();
  });
}

/** A multipart body of one file part, streamed: the headers, the part's head (then `content`) and the closing boundary. */
export function streamedFilePart(fileName: string, mime: string, content: Buffer) {
  const boundary = 'sbstreamed';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    head: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${mime}\r\n\r\n`),
      content,
    ]),
    tail: `\r\n--${boundary}--\r\n`,
  };
}
