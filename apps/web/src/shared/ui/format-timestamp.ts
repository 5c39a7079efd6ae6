const pad = (n: number) => String(n).padStart(2, '0');

export type DateInput = Date | string | number;

export const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** Table timestamps: `dd/mm/yyyy - HH:mm` in the browser's time zone (platform.md §9). */
export function formatTimestamp(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} - ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The date part alone: `dd/mm/yyyy`. */
export function formatDate(value: DateInput): string {
  return formatTimestamp(value).split(' - ')[0] ?? '';
}
