import { platformPageQuery } from '@switchboard/contracts';

/** The largest `limit` a platform list accepts, read from the contract rather than copied. */
export const MAX_LIST_LIMIT: number = platformPageQuery.shape.limit.unwrap().maxValue ?? Number.MAX_SAFE_INTEGER;
