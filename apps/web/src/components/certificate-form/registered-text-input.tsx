import { TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import { compactKeyOnChange } from "./compact-key-input";

// A plain text field of a certificate form; a key (certificate number, client SKU) drops
// whitespace and is upper-cased as it is typed.
export function RegisteredTextInput({
  registration,
  label,
  maxLength,
  compactKey = false,
  required = false,
  error,
  rightSection,
}: {
  registration: UseFormRegisterReturn;
  label: string;
  maxLength: number;
  compactKey?: boolean;
  required?: boolean;
  error?: string;
  rightSection?: ReactNode;
}) {
  return (
    <TextInput
      label={label}
      maxLength={maxLength}
      autoComplete="off"
      required={required}
      error={error}
      rightSection={rightSection}
      {...registration}
      onChange={(event) => {
        if (compactKey) compactKeyOnChange(event);
        return registration.onChange(event);
      }}
    />
  );
}

export type TextFieldSpec<Name extends string> = {
  name: Name;
  label: string;
  maxLength: number;
  // A certificate number or client SKU: compacted as it is typed.
  key?: boolean;
};

// A form's plain text fields, in the order given.
export function RegisteredTextInputs<Values extends FieldValues>({
  fields,
  register,
  problems,
  required = () => false,
  rightSections = {},
}: {
  fields: readonly TextFieldSpec<Path<Values>>[];
  register: UseFormRegister<Values>;
  problems: Readonly<Record<string, string>>;
  required?: (name: string) => boolean;
  // Shown inside a field, at its end (a status), by the field's name.
  rightSections?: Readonly<Record<string, ReactNode>>;
}) {
  return fields.map(({ name, label, maxLength, key }) => (
    <RegisteredTextInput
      key={name}
      registration={register(name)}
      label={label}
      maxLength={maxLength}
      compactKey={key}
      required={required(name)}
      error={problems[name]}
      rightSection={rightSections[name]}
    />
  ));
}
