import { useEffect, useState } from 'react';
import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTimestamp, toDate, type DateInput } from './format-timestamp';
import { formatRelativeTime } from './relative-time';

const REFRESH_MS = 60_000;

/** "5 minutes ago" that stays true while the page is open; the exact time is in the tooltip. */
export function RelativeTimeLabel({ value }: { value: DateInput }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const date = toDate(value);
  return (
    <Tooltip label={formatTimestamp(date)}>
      <time dateTime={date.toISOString()}>{formatRelativeTime(date, i18n.language, t('time.justNow'), now)}</time>
    </Tooltip>
  );
}
