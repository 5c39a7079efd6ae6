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
 * Returns an inert SVG document: no scripts, event handlers, foreignObject, animation of
 * attributes, external or javascript: links, or fetching CSS. Content whose only root element is
 * not <svg> is refused with UnsafeSvgError (an HTML page named .svg, a malformed file).
 */
export function sanitizeSvg(source: string): string {
  const text = source.replace(/^\uFEFF/, '');
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
