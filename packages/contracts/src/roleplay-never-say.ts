import { z } from 'zod';

/**
 * A tenant's never-say list (GET/PUT /apigateway/tbsrvc/roleplay/never-say): phrases that fail an advisor's
 * reply at every step of every scripted roleplay, on top of the built-in list (a full password or PIN, a
 * card's number or security code) that applies everywhere.
 */
export const NEVER_SAY_LIMITS = { maxPhrases: 50, maxPhraseLength: 200 } as const;

export const neverSayBody = z
  .object({
    phrases: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'A phrase cannot be empty')
          .max(NEVER_SAY_LIMITS.maxPhraseLength, `A phrase is at most ${NEVER_SAY_LIMITS.maxPhraseLength} characters`),
      )
      .max(NEVER_SAY_LIMITS.maxPhrases, `At most ${NEVER_SAY_LIMITS.maxPhrases} phrases`),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.phrases.forEach((phrase, index) => {
      const key = phrase.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['phrases', index], message: 'This phrase is already in the list' });
      seen.add(key);
    });
  });
export type NeverSayBody = z.infer<typeof neverSayBody>;

export const neverSayReply = z.object({
  phrases: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type NeverSayReply = z.infer<typeof neverSayReply>;
