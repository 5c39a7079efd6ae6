import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_SAFE_HREF } from '@switchboard/contracts';

/** Sanitises again in the browser before rendering (defence in depth) and forces safe links. */
export function safeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: RICH_TEXT_SAFE_HREF,
  });
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
