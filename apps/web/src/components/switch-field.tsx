import { Stack, Switch, Text } from "@mantine/core";
import { useId } from "react";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";

// A form's on/off setting with a hint under it; when the user may not change it, the switch is
// disabled, still shows the stored value, and the hint says why.
export function SwitchField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  refusal,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, boolean>;
  label: string;
  hint: string;
  // Why the user may not change it; null when they may.
  refusal: string | null;
}) {
  const hintId = useId();
  return (
    // The hint sits outside Mantine's label, which would make it part of the switch's name.
    <Stack gap={4}>
      {/* Controlled: a disabled input registered with register() would show and send nothing. */}
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            label={label}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            disabled={refusal !== null}
            aria-describedby={hintId}
          />
        )}
      />
      <Text id={hintId} size="xs" c="dimmed" pl={50}>
        {refusal === null ? hint : `${hint.replace(/\.?$/, ".")} ${refusal}`}
      </Text>
    </Stack>
  );
}
