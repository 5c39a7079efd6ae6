import { JSDOM } from 'jsdom';
import createDOMPurify, { type DOMPurify } from 'dompurify';

type DomWindow = JSDOM['window'];
let sharedWindow: DomWindow | null = null;

/** One jsdom window for the process; each caller gets its own DOMPurify instance (hooks are per instance). */
export function domWindow(): DomWindow {
  sharedWindow ??= new JSDOM('<!doctype html><html><body></body></html>').window;
  return sharedWindow;
}

export function newPurifier(): DOMPurify {
  return createDOMPurify(domWindow() as unknown as Parameters<typeof createDOMPurify>[0]);
}
