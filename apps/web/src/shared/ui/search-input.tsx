import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@switchboard/contracts';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

interface SearchInputProps {
  /** Accessible name and placeholder. */
  label: string;
  placeholder?: string;
  initialValue?: string;
  /** Called with the trimmed text once typing pauses (platform.md §5). */
  onSearch: (value: string) => void;
  maw?: number;
  /** Wait after the last keystroke; SEARCH_DEBOUNCE_MS unless the area sets its own. */
  debounceMs?: number;
}

export function SearchInput({
  label,
  placeholder,
  initialValue = '',
  onSearch,
  maw = 320,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialValue);
  const search = useDebouncedCallback((text: string) => onSearch(text.trim()), debounceMs);

  const change = (next: string) => {
    setValue(next);
    search(next);
  };

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={value}
      maw={maw}
      w="100%"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton size="sm" aria-label={t('search.clear')} onClick={() => change('')} /> : null}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
      }}
    />
  );
}
