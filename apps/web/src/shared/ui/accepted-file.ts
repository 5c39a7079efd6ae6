/** Does the file name end in one of the accepted extensions (".xlsx", ".csv"...)? Case-insensitive. */
export function hasAcceptedExtension(fileName: string, accept: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return accept.some((extension) => name.endsWith(extension.toLowerCase()));
}

/** "1.2 MB" style sizes for the chosen-file line. */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
