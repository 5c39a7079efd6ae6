import type { DOMPurify } from 'dompurify';
import { domWindow, newPurifier } from '../html/purifier.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Internal references and embedded raster images are the only links an uploaded SVG keeps. */
const SAFE_LINK = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*)$/i;
/** CSS that fetches or runs anything: imports, external url(), legacy expressions and bindings. */
const UNSAFE_CSS = /@import|expression\s*\(|-moz-binding|behavior\s*:|javascript:/i;

/** url(...) that is not an internal '#fragment' reference is neutralised. */
function cleanCss(css: string): string {
  let cleaned = css.replace(/url\(\s*(['"]?)(?!#)[^)]*\1\s*\)/gi, 'none');
  if (UNSAFE_CSS.test(cleaned)) cleaned = cleaned.replace(/@import[^;]*;?/gi, '').replace(UNSAFE_CSS, '');
  return cleaned;
}

let purifier: DOMPurify | null = null;

function svgPurifier(): DOMPurify {
  if (purifier) return purifier;
  const p = newPurifier();
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name.startsWith('on')) data.keepAttr = false;
    if (name === 'href' || name === 'xlink:href' || name === 'src') {
      if (!SAFE_LINK.test(data.attrValue.trim())) data.keepAttr = false;
    }
    if (name === 'style') data.attrValue = cleanCss(data.attrValue);
  });
  p.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && node.textContent) node.textContent = cleanCss(node.textContent);
  });
  purifier = p;
  return p;
}

export class UnsafeSvgError extends Error {}

/**
 * How complex an uploaded SVG may be. Parsing and sanitising run in jsdom on the request's thread at
 * about a quarter of a millisecond per element, and deep nesting costs far more (100,000 nested
 * groups, 700 KB, took minutes): a 4 MB file of elements would hold the server for minutes. Logos,
 * icons and charts stay well within these.
 */
export const SVG_LIMITS = { maxElements: 5_000, maxDepth: 100 } as const;

/** Index just past the end of `marker` from `from`, or the end of the text when it never comes. */
const pastNext = (text: string, marker: string, from: number) => {
  const at = text.indexOf(marker, from);
  return at < 0 ? text.length : at + marker.length;
};

/**
 * Counts elements and nesting in one linear pass over the markup, before any parser sees it
 * (comments, CDATA, declarations and processing instructions skipped; quoted attribute values may
 * hold '>'). Over either limit is refused with UnsafeSvgError.
 */
export function checkSvgComplexity(text: string): void {
  let elements = 0;
  let depth = 0;
  let i = text.indexOf('<');
  while (i >= 0 && i < text.length) {
    if (text.startsWith('<!--', i)) i = pastNext(text, '-->', i + 4);
    else if (text.startsWith('<![CDATA[', i)) i = pastNext(text, ']]>', i + 9);
    else if (text[i + 1] === '!' || text[i + 1] === '?') i = pastNext(text, '>', i + 2);
    else if (text[i + 1] === '/') {
      depth = Math.max(0, depth - 1);
      i = pastNext(text, '>', i + 2);
    } else {
      let j = i + 1;
      let quote: string | null = null;
      for (; j < text.length; j++) {
        const c = text[j];
        if (quote) {
          if (c === quote) quote = null;
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
      }
      if (text[j - 1] !== '/') depth++;
      if (++elements > SVG_LIMITS.maxElements) {
        throw new UnsafeSvgError(
          `The SVG image is too complex: it has more than ${SVG_LIMITS.maxElements.toLocaleString('en-US')} elements.`,
        );
      }
      if (depth > SVG_LIMITS.maxDepth) throw new UnsafeSvgError(`The SVG image is nested more than ${SVG_LIMITS.maxDepth} levels deep.`);
      i = j + 1;
    }
    i = text.indexOf('<', i);
  }
}

/**
 * Returns an inert SVG document: no scripts, event handlers, foreignObject, animation of
 * attributes, external or javascript: links, or fetching CSS. Content whose only root element is
 * not <svg> is refused with UnsafeSvgError (an HTML page named .svg, a malformed file), and so is
 * one more complex than SVG_LIMITS. Entities declared in a DOCTYPE are never expanded (the markup is
 * parsed as HTML): external entities (XXE) and entity expansion bombs stay inert text.
 */
export function sanitizeSvg(source: string): string {
  const text = source.replace(/^\uFEFF/, '');
  checkSvgComplexity(text);
  const fragment = svgPurifier().sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'set', 'animate', 'animateMotion', 'animateTransform', 'use', 'iframe'],
    RETURN_DOM_FRAGMENT: true,
  });
  const elements = Array.from(fragment.childNodes).filter((n) => n.nodeType === 1) as Element[];
  const [root] = elements;
  if (elements.length !== 1 || !root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') {
    throw new UnsafeSvgError('The file is not an SVG image.');
  }
  if (!root.hasAttribute('xmlns')) root.setAttribute('xmlns', SVG_NS);
  const serializer = new (domWindow().XMLSerializer)();
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializer.serializeToString(root)}\n`;
}
