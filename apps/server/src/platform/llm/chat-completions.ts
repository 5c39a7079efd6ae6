/**
 * An LLM over the OpenAI-compatible chat-completions API (Ollama, vLLM, llama.cpp server, OpenAI):
 * `POST {baseUrl}/chat/completions` with `stream: true`, read as server-sent events — one
 * `data: {json}` per chunk with the text in `choices[0].delta.content`, ending with `data: [DONE]`.
 * One deadline covers the whole reply (connect, first token, last token): a slow or dead model fails
 * fast with LlmUnavailableError and the caller degrades.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompleteOptions {
  maxTokens?: number;
  temperature?: number;
  /** Overrides the provider's deadline (ms). */
  timeoutMs?: number;
}

export interface LlmProvider {
  readonly model: string;
  complete(messages: readonly ChatMessage[], options?: CompleteOptions): Promise<string>;
}

export type LlmFailure = 'timeout' | 'http' | 'network' | 'protocol' | 'empty';

export class LlmUnavailableError extends Error {
  constructor(
    readonly reason: LlmFailure,
    message: string,
  ) {
    super(message);
    this.name = 'LlmUnavailableError';
  }
}

export interface ChatCompletionsConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** Longest reply accepted (characters): a runaway stream is cut, not buffered without end. */
const MAX_REPLY_CHARS = 8000;

/** Parses the SSE lines of one stream; `onData` gets each data payload, `[DONE]` included. */
export function createSseParser(onData: (data: string) => void): (chunk: string) => void {
  let buffer = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line === '') {
        if (data.length > 0) onData(data.join('\n'));
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      }
      // Comments (": keep-alive"), event:, id: and retry: lines carry nothing we need.
    }
  };
}

interface StreamChunk {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string };
}

export function chatCompletionsProvider(config: ChatCompletionsConfig): LlmProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model: config.model,
    async complete(messages, options = {}) {
      const timeoutMs = options.timeoutMs ?? config.timeoutMs;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let text = '';
      let done = false;
      let streamError: string | null = null;
      const parse = createSseParser((data) => {
        if (data === '[DONE]') {
          done = true;
          return;
        }
        let chunk: StreamChunk;
        try {
          chunk = JSON.parse(data) as StreamChunk;
        } catch {
          streamError = 'a stream chunk is not JSON';
          return;
        }
        if (chunk.error) streamError = chunk.error.message ?? 'the model reported an error';
        const choice = chunk.choices?.[0];
        text += choice?.delta?.content ?? choice?.message?.content ?? '';
      });
      try {
        const response = await fetch(url, {
          method: 'POST',
          signal: controller.signal,
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            stream: true,
            temperature: options.temperature ?? 0.7,
            max_tokens: options.maxTokens ?? 300,
          }),
        });
        if (!response.ok || !response.body) {
          throw new LlmUnavailableError('http', `The language model answered HTTP ${response.status}`);
        }
        const decoder = new TextDecoder();
        for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
          parse(decoder.decode(bytes, { stream: true }));
          if (done || streamError || text.length > MAX_REPLY_CHARS) break;
        }
        parse(decoder.decode() + '\n\n');
      } catch (error) {
        if (error instanceof LlmUnavailableError) throw error;
        if (controller.signal.aborted) throw new LlmUnavailableError('timeout', `The language model did not answer within ${timeoutMs} ms`);
        throw new LlmUnavailableError('network', `The language model cannot be reached: ${(error as Error).message}`);
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
      if (streamError) throw new LlmUnavailableError('protocol', `The language model failed: ${streamError}`);
      const reply = text.slice(0, MAX_REPLY_CHARS).trim();
      if (!reply) throw new LlmUnavailableError('empty', 'The language model sent an empty reply');
      return reply;
    },
  };
}
