import type { ComponentType, ReactElement } from "react";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";

// What an input takes to show one value and report its changes.
type ValueProps = { value?: unknown; onChange?: unknown; onBlur?: unknown };

export type BoundFieldProps<Props extends ValueProps, Values extends FieldValues> = Omit<
  Props,
  keyof ValueProps
> & {
  control: Control<Values>;
  name: FieldPathByValue<Values, Props["value"]>;
};

// An input bound to its field of a form: it shows the field's value and reports changes and blurs
// to the form.
export function boundField<Props extends ValueProps>(
  Input: ComponentType<Props>,
): <Values extends FieldValues>(props: BoundFieldProps<Props, Values>) => ReactElement {
  return function BoundField({ control, name, ...input }) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const props = { ...input, value: field.value, onChange: field.onChange, onBlur: field.onBlur };
          // The input's own props with the field's value and handlers: Props as a whole.
          return <Input {...(props as unknown as Props)} />;
        }}
      />
    );
  };
}
