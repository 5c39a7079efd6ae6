import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSvgComplexity, sanitizeSvg, SVG_LIMITS, UnsafeSvgError } from './svg-sanitizer.js';

const wrap = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

describe('SVG sanitiser', () => {
  it('keeps an ordinary drawing, including camel-cased elements and attributes', () => {
    const out = sanitizeSvg(
      wrap(
        '<defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/><text x="1" y="9">Q3 &amp; Q4</text>',
      ),
    );
    expect(out).toContain('<linearGradient id="g" gradientUnits="userSpaceOnUse">');
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('Q3 &amp; Q4');
    expect(out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('removes scripts, event handlers, foreignObject, javascript: and external links, fetching CSS', () => {
    const out = sanitizeSvg(
      wrap(
        `<script>alert(1)</script><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>
         <a href="javascript:alert(1)"><circle r="1" onclick="alert(1)"/></a>
         <a xlink:href="JaVaScRiPt:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"><circle r="2"/></a>
         <image href="https://evil.example/t.png"/><image href="data:image/png;base64,iVBORw0KGgo="/>
         <style>@import url(https://evil.example/a.css); circle { fill: url("https://evil.example/x") }</style>
         <path d="M0 0" style="fill:url(http://evil.example/y)"/><animate attributeName="href" to="javascript:alert(1)"/>`,
        ' onload="alert(1)"',
      ),
    );
    for (const bad of [/script/i, /onload|onclick/i, /foreignObject/, /javascript/i, /evil\.example/, /@import/, /<animate/]) {
      expect(out, String(bad)).not.toMatch(bad);
    }
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('<circle r="2"/>');
  });

  it('refuses anything whose single root is not <svg>', () => {
    for (const source of ['<html><body><script>x</script></body></html>', '<p>text</p>', '', 'just text', wrap('') + wrap('')]) {
      expect(() => sanitizeSvg(source), source).toThrow(UnsafeSvgError);
    }
  });

  it('never lets a script element or event handler through, whatever is inside the drawing', () => {
    const fragment = fc.constantFrom(
      '<script>alert(1)</script>',
      '<g onmouseover="x()">',
      '</g>',
      '<a href="javascript:x()">',
      '</a>',
      '<rect width="1" height="1"/>',
      '<foreignObject><div>',
      '</div></foreignObject>',
      '<![CDATA[<script>x</script>]]>',
      '<!-- <script> -->',
      '<svg onload="x()">',
      '</svg>',
      '<style>*{}</style>',
      '<iframe src="x">',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        let out: string;
        try {
          out = sanitizeSvg(wrap(parts.join('')));
        } catch (error) {
          expect(error).toBeInstanceOf(UnsafeSvgError);
          return;
        }
        expect(out).not.toMatch(/<script|\son[a-z]+=|javascript:|<foreignObject|<iframe/i);
      }),
      { numRuns: 200 },
    );
  });

  it('never expands DOCTYPE entities: external entities and entity bombs stay inert text', () => {
    const out = sanitizeSvg(`<?xml version="1.0"?>
      <!DOCTYPE svg [
        <!ENTITY xxe SYSTEM "file:///etc/passwd">
        <!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      ]>
      <svg xmlns="http://www.w3.org/2000/svg"><text>&xxe; &lol3;</text></svg>`);
    expect(out).not.toMatch(/ENTITY|SYSTEM|root:|lollol/);
    expect(out.length).toBeLessThan(200);
  });

  it('refuses an SVG with too many elements or nested too deep, before parsing it', () => {
    const many = wrap('<rect width="1" height="1"/>'.repeat(SVG_LIMITS.maxElements));
    expect(() => sanitizeSvg(many)).toThrow(/too complex: it has more than 5,000 elements/);
    const deep = wrap(`${'<g>'.repeat(SVG_LIMITS.maxDepth)}<rect/>${'</g>'.repeat(SVG_LIMITS.maxDepth)}`);
    expect(() => sanitizeSvg(deep)).toThrow(/nested more than 100 levels deep/);
    // 100,000 nested groups (700 KB) once took minutes in jsdom; now it is refused in a single pass.
    const bomb = wrap(`${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}`);
    expect(() => checkSvgComplexity(bomb)).toThrow(UnsafeSvgError);
  });

  it('counts only real elements: comments, CDATA and quoted ">" do not', () => {
    const inner = `<!-- ${'<g>'.repeat(500)} --><![CDATA[${'<g>'.repeat(500)}]]><text data-x="a > b">x</text>`;
    expect(() =>
      checkSvgComplexity(wrap(`${'<g>'.repeat(SVG_LIMITS.maxDepth - 2)}${inner}${'</g>'.repeat(SVG_LIMITS.maxDepth - 2)}`)),
    ).not.toThrow();
    expect(() => checkSvgComplexity(wrap('<rect/>'.repeat(SVG_LIMITS.maxElements - 1)))).not.toThrow();
  });
});
