import { sql, type SQL } from 'drizzle-orm';
import type { AccountState } from '@switchboard/contracts';
import { accountTokens, users } from './tables.js';

/**
 * A member's account state as one SQL expression over `users` (for lists and their filters): active once
 * they have a password, else by their invitation: waiting, lapsed, or none.
 */
export function accountStateSql(now: Date): SQL<AccountState> {
  const invitation = (condition: SQL) =>
    sql`exists (select 1 from ${accountTokens} where ${accountTokens.userId} = ${users.id}
      and ${accountTokens.purpose} = 'invitation' and ${accountTokens.usedAt} is null and ${condition})`;
  return sql<AccountState>`case
    when ${users.passwordHash} is not null then 'active'
    when ${invitation(sql`${accountTokens.expiresAt} > ${now.toISOString()}::timestamptz`)} then 'invited'
    when ${invitation(sql`true`)} then 'invitation_expired'
    else 'never_invited' end`;
}
