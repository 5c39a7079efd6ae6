import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions service on this machine, playing the customer of an unscripted
 * roleplay the way a configured model would: it opens with the issue, answers once, then says goodbye
 * and ends the conversation with the marker the server asks a model for. It speaks the real streaming
 * protocol (`text/event-stream` chunks, then `data: [DONE]`). The judge's requests get an empty rubric,
 * so the server's own scoring is what the advisor sees.
 */
export interface LlmCustomer {
  /** The base URL to give the server as LLM_BASE_URL. */
  url: string;
  /** The customer lines said so far (the opening included). */
  lines: number;
  close: () => Promise<void>;
}

const CUSTOMER_LINES = [
  'Hi, my internet drops every evening around eight and I work from home.',
  'It happens every single evening, and the router lights look normal.',
  'Alright, thank you for your help. Goodbye. [END]',
];

export async function startLlmCustomer(): Promise<LlmCustomer> {
  const customer: LlmCustomer = { url: '', lines: 0, close: () => new Promise((resolve) => server.close(() => resolve())) };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const judging = body.includes('Reply with JSON only');
      const text = judging ? '[]' : CUSTOMER_LINES[Math.min(customer.lines, CUSTOMER_LINES.length - 1)]!;
      if (!judging) customer.lines += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant' }));
      for (const word of text.split(/(?<= )/)) res.write(chunk({ content: word }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  customer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return customer;
}
