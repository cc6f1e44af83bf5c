import { Stack } from "@mantine/core";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { LimitedTextarea } from "./limited-textarea";

const textLabels = { description: "Description", certificateComments: "Certificate Comments" } as const;
type NoteName = keyof typeof textLabels;

// Description and Certificate Comments, each capped at 300 characters.
export function NotesFields<Values extends FieldValues & Record<NoteName, string>>({
  control,
  problems,
}: {
  control: Control<Values>;
  problems: Readonly<Record<string, string>>;
}) {
  return (
    <Stack gap="sm">
      {(["description", "certificateComments"] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name as FieldPathByValue<Values, string>}
          render={({ field }) => (
            <LimitedTextarea
              label={textLabels[name]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={problems[name]}
            />
          )}
        />
      ))}
    </Stack>
  );
}
