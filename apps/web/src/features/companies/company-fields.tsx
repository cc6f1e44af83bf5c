import type { CompanyKind } from "@loupe/domain/companies";
import { TextInput } from "@mantine/core";
import { type Control, Controller, type UseFormRegister } from "react-hook-form";
import { PhoneInput } from "../../components/phone-input";
import type { CompanyFormValues, CompanyTextField } from "./company-form-values";

// A client's name and contact (all but Phone required); a customer's name alone. The aria-label
// repeats the label so the name is exactly the label, without the required asterisk (tests look
// fields up by it).
export function CompanyFields({
  kind,
  register,
  control,
  errorFor,
}: {
  kind: CompanyKind;
  register: UseFormRegister<CompanyFormValues>;
  control: Control<CompanyFormValues>;
  errorFor: (field: CompanyTextField) => string | true | undefined;
}) {
  return kind === "client" ? (
    <>
      <TextInput
        label="Company Name"
        aria-label="Company Name"
        required
        autoComplete="off"
        error={errorFor("name")}
        {...register("name")}
      />
      <TextInput
        label="Representative Name"
        aria-label="Representative Name"
        required
        autoComplete="off"
        error={errorFor("representativeName")}
        {...register("representativeName")}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorFor("phone")}
          />
        )}
      />
      <TextInput
        label="Email"
        aria-label="Email"
        type="email"
        required
        autoComplete="off"
        error={errorFor("email")}
        {...register("email")}
      />
      <TextInput
        label="Website"
        aria-label="Website"
        type="url"
        placeholder="https://"
        description="The public certificate pages link to it (clicks are counted in Analytics)"
        autoComplete="off"
        error={errorFor("website")}
        {...register("website")}
      />
    </>
  ) : (
    <TextInput
      label="Company's Name"
      aria-label="Company's Name"
      required
      autoComplete="off"
      error={errorFor("name")}
      {...register("name")}
    />
  );
}
