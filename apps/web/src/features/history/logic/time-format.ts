const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as HH:MM:SS (roleplay.md §9: AHT and idle time); negatives and non-numbers read as 0. */
export function formatHms(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
