import { describe, expect, it } from 'vitest';
import { createSseParser } from './chat-completions.js';

describe('server-sent events parser', () => {
  it('joins data lines per event, across chunk boundaries and CRLF, and skips comments and other fields', () => {
    const events: string[] = [];
    const parse = createSseParser((d) => events.push(d));
    parse(': keep-alive\n\nevent: message\nid: 1\nda');
    parse('ta: {"a":1}\r\n\r');
    parse('\ndata: first\ndata: second\n\n');
    parse('data:[DONE]\n');
    expect(events).toEqual(['{"a":1}', 'first\nsecond']);
    parse('\n');
    expect(events).toEqual(['{"a":1}', 'first\nsecond', '[DONE]']);
  });
});
