import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Text } from '@mantine/core';
import classes from './knowledge.module.css';

/**
 * A search snippet as HTML: the server sends escaped text with `<mark>` around hits; it is sanitised
 * again here with only `mark` allowed, so nothing else the text may hold can ever become markup.
 */
export function safeSnippet(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] });
}

export function Snippet({ html, lineClamp }: { html: string; lineClamp?: number }) {
  const clean = useMemo(() => safeSnippet(html), [html]);
  return (
    <Text size="sm" c="dark.6" lineClamp={lineClamp} className={classes.snippet}>
      <span dangerouslySetInnerHTML={{ __html: clean }} />
    </Text>
  );
}
