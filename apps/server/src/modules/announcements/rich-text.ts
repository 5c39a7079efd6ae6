import type { DOMPurify } from 'dompurify';
import { ANNOUNCEMENT_LIMITS, RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_SAFE_HREF } from '@switchboard/contracts';
import { domWindow, newPurifier } from '../../platform/html/purifier.js';

const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'LI', 'BLOCKQUOTE', 'PRE', 'BR', 'HR']);

let purifier: DOMPurify | null = null;

function richTextPurifier(): DOMPurify {
  if (purifier) return purifier;
  const p = newPurifier();
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href')?.trim() ?? '';
    if (!RICH_TEXT_SAFE_HREF.test(href)) {
      node.removeAttribute('href');
      return;
    }
    // Links open outside the app and never hand it the opener or the referrer.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  purifier = p;
  return p;
}

function plainText(node: Node, out: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) out.push(child.textContent ?? '');
    else if (child.nodeType === 1) {
      plainText(child, out);
      if (BLOCKS.has(child.nodeName)) out.push(' ');
    }
  }
}

export interface SanitizedRichText {
  /** Safe HTML to store and render. */
  html: string;
  /** Its text with blocks separated by spaces, whitespace collapsed. */
  text: string;
}

/** Sanitises the editor's HTML: allow-listed formatting only, links limited to http(s)/mailto/tel. */
export function sanitizeRichText(source: string): SanitizedRichText {
  const fragment = richTextPurifier().sanitize(source, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    RETURN_DOM_FRAGMENT: true,
  });
  const container = domWindow().document.createElement('div');
  container.appendChild(fragment);
  const parts: string[] = [];
  plainText(container, parts);
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  // An editor's empty document ("<p></p>") is an empty body.
  return { html: text.length > 0 || container.querySelector('hr') ? container.innerHTML : '', text };
}

export function excerptOf(text: string): string {
  const limit = ANNOUNCEMENT_LIMITS.excerptLength;
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
