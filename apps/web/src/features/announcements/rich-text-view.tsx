import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';

/** The formatting the editor produces; the server stores nothing else (ADR 005). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'code',
  'pre',
  'hr',
];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** Sanitises again in the browser before rendering (defence in depth) and forces safe links. */
export function safeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(https?:|mailto:|tel:)/i });
  const container = document.createElement('div');
  container.innerHTML = clean;
  for (const link of container.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  return container.innerHTML;
}

export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} data-testid="announcement-body" />
    </Typography>
  );
}
