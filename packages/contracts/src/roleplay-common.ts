import { z } from 'zod';

/** Roleplay types (roleplay.md §1): 1 chat, 2 voice. */
export const ROLEPLAY_TYPE = { chat: 1, voice: 2 } as const;
export type RoleplayType = (typeof ROLEPLAY_TYPE)[keyof typeof ROLEPLAY_TYPE];
export const roleplayType = z.union([z.literal(1), z.literal(2)]);
/** A type in a query string ('1' or '2'). */
export const roleplayTypeQuery = z.coerce.number().pipe(roleplayType);

/** A boolean in a query string: 'true' or 'false'. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Roleplay lists page from 0 with `page` and `size` (DESIGN §5). */
export const ROLEPLAY_PAGE = { defaultSize: 20, maxSize: 200 } as const;
export const roleplayPageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(ROLEPLAY_PAGE.maxSize).default(ROLEPLAY_PAGE.defaultSize),
});

/** A roleplay page reply: `{content, totalElements, totalPages, number, size}` (roleplay.md §3). */
export const roleplayPage = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });

export function pageOf<T>(content: T[], total: number, page: number, size: number) {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}

/** Industry vertical of the generic use-case library, e.g. telecom or insurance. */
export const verticalId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a vertical id such as telecom');

/** Spec constants (roleplay.md §9). */
export const MAX_ANSWER_RETRIES = 3;
export const IDLE_DEFAULTS = { warningSeconds: 60, dangerSeconds: 120 } as const;
export const DEFAULT_USECASE_DESCRIPTION =
  'This practice focuses on customer service skills, enhancing communication and problem-solving techniques for improved client interactions.';
/** Used when a roleplay has no customer name. */
export const DEFAULT_CUSTOMER_NAME = 'Customer';
