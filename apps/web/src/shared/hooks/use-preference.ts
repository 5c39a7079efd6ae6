import { useCallback, useState } from 'react';
import { readPreference, writePreference, type PreferenceKey } from '../api/auth-storage';

/** A remembered UI preference (kept across sign-outs), as state. */
export function usePreference(key: PreferenceKey): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState(() => readPreference(key));
  const update = useCallback(
    (next: string | null) => {
      writePreference(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, update];
}
