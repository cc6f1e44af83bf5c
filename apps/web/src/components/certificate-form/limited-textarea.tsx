import { descriptionMaxLength, textLimitMessageMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { Text, Textarea } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

// A textarea capped at 300 characters (spec 000 §5): a counter under it, and typing or pasting
// past the cap keeps the first 300 and says so for 1.5 seconds.
export function LimitedTextarea({
  label,
  value,
  onChange,
  onBlur,
  error,
  max = descriptionMaxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  max?: number;
}) {
  const [overLimit, setOverLimit] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function change(next: string) {
    if (next.length <= max) {
      onChange(next);
      return;
    }
    onChange(next.slice(0, max));
    setOverLimit(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setOverLimit(false);
    }, textLimitMessageMs);
  }

  return (
    <div>
      <Textarea
        label={label}
        value={value}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        rows={4}
        resize="vertical"
        // The counter sits under the box and is read with it.
        description={messages.characterCounter(value.length, max)}
        inputWrapperOrder={["label", "input", "description", "error"]}
        styles={{ description: { textAlign: "right", marginTop: 4 } }}
      />
      <Text size="xs" c="red.9" fw={500} role="status" mih={18}>
        {overLimit ? messages.textOverLimit : ""}
      </Text>
    </div>
  );
}
