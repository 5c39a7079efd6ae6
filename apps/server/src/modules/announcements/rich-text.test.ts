import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { excerptOf, sanitizeRichText } from './rich-text.js';

describe('rich text of announcements', () => {
  it('keeps the editor’s formatting and makes links open safely outside', () => {
    const { html, text } = sanitizeRichText(
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s> <a href="https://example.com/x">link</a></p><ul><li><p>one</p></li></ul><blockquote>q</blockquote><pre><code>x = 1</code></pre>',
    );
    expect(html).toBe(
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s> <a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">link</a></p><ul><li><p>one</p></li></ul><blockquote>q</blockquote><pre><code>x = 1</code></pre>',
    );
    expect(text).toBe('Title Some bold, italic, under, gone link one q x = 1');
  });

  it('drops scripts, handlers, styles, images and unsafe links', () => {
    const { html } = sanitizeRichText(
      '<p style="color:red" onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><a href="mailto:help@example.com">m</a></p>',
    );
    expect(html).toBe('<p>a<a>j</a><a>d</a><a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer nofollow">m</a></p>');
  });

  it('treats an empty editor document as an empty body', () => {
    expect(sanitizeRichText('<p></p>')).toEqual({ html: '', text: '' });
    expect(sanitizeRichText('<p>   <br></p>')).toEqual({ html: '', text: '' });
  });

  it('never outputs markup that can run script, for any mix of hostile fragments', () => {
    const fragment = fc.oneof(
      fc.constantFrom(
        '<script>x()</script>',
        '<img src=x onerror=y()>',
        '<a href="javascript:z()">',
        '</a>',
        '<svg onload=a()>',
        '<p>',
        '</p>',
      ),
      fc.constantFrom(
        '<style>@import "x"</style>',
        '<iframe srcdoc="<script>x</script>">',
        '<math><mi xlink:href="javascript:x">',
        '<<script>>',
      ),
      fc.stringMatching(/^[a-z0-9 <>]{0,10}$/),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 10 }), (parts) => {
        const { html } = sanitizeRichText(parts.join(''));
        expect(html).not.toMatch(/<(script|img|svg|iframe|style|math)|\son[a-z]+=|javascript:/i);
      }),
      { numRuns: 300 },
    );
    // 300 sanitiser runs in jsdom: seconds on a busy machine, so the default 5 s is too tight.
  }, 30_000);

  it('cuts excerpts at a word boundary with an ellipsis', () => {
    expect(excerptOf('short')).toBe('short');
    const long = 'word '.repeat(100).trim();
    const excerpt = excerptOf(long);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(281);
  });
});
