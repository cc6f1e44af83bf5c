import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";

export const searchDebounceMs = 300;

// Typing updates the field at once and the list (through the URL) once typing pauses.
export function SearchInput({
  value,
  onSearch,
  placeholder = "Search",
  label = "Search",
}: {
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  label?: string;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onSearch, searchDebounceMs);

  // Follows the URL when it changes from outside (back button, a shared link).
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      type="search"
      value={text}
      w={{ base: "100%", sm: 320 }}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            size="sm"
            onClick={() => {
              setText("");
              debounced.cancel();
              onSearch("");
            }}
          />
        ) : null
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") debounced.flush();
      }}
    />
  );
}
