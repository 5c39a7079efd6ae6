import { factSpans, foldedOrigins, type FactKind } from '../matching/facts.js';

/** Labels need a few rounds at most: hiding a value can leave digits that now read as another. */
const MAX_ROUNDS = 4;

/**
 * A trainer's label ("credit the $89.99 back") with every value the fact extractor finds in it replaced
 * by the placeholder of its kind ("credit the [amount] back"), so that naming a missing key point does
 * not tell the advisor the value they have to state. Null when the values cannot all be hidden: the
 * label must not be shown then.
 */
export function maskValues(label: string, language: string, placeholder: (kind: FactKind) => string): string | null {
  let masked = label;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const spans = factSpans(masked, language);
    if (spans.length === 0) return masked;
    const origins = foldedOrigins(masked);
    if (!origins) return null;
    // From the last value back, so the earlier positions stay right.
    for (const span of [...spans].sort((a, b) => b.start - a.start)) {
      const start = origins[span.start]!;
      const end = origins[span.end] ?? masked.length;
      masked = `${masked.slice(0, start)}${placeholder(span.fact.kind)}${masked.slice(end)}`;
    }
  }
  return factSpans(masked, language).length === 0 ? masked : null;
}
