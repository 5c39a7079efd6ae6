/** The browser's UTC offset as `+HH:MM` / `-HH:MM`, sent with account calls (platform.md §7). */
export function formatTimezoneOffset(date: Date = new Date()): string {
  // getTimezoneOffset is minutes *behind* UTC, so the sign is flipped.
  const minutesEast = -date.getTimezoneOffset();
  const sign = minutesEast >= 0 ? '+' : '-';
  const abs = Math.abs(minutesEast);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
