// The fields the three inquiry forms share. Each one reads its form from context, ties its
// label, control and message together (label for, aria-invalid, aria-describedby), and shows
// the schema's own message under the control. Their words come from the form, in the page's
// language (src/i18n/{en,hi}/inquiry.ts).
import { useId, type ComponentProps, type ReactNode } from "react";
import { get, useController, useFormContext, useFormState, useWatch } from "react-hook-form";
import { cn } from "../../lib/cn.ts";
import { Checkbox } from "../../ui/checkbox.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { Radio } from "../../ui/radio.tsx";
import { Select } from "../../ui/select.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import type { FieldLimitText } from "../../i18n/en/field-limit.ts";
import { CharactersLeft } from "../shared/characters-left.tsx";
import type { InquiryWords } from "./inquiry-words.ts";
import type { Option } from "./options.ts";

/** The message the schema (or the server) left on a field, by its dotted path. */
function useFieldMessage(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

interface FieldProps {
  name: string;
  label: string;
  /** A line of help under the control, read with it. */
  hint?: string;
  className?: string;
}

/** Label above, control, then a hint and the field's message. */
function Field({
  name,
  label,
  hint,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const message = useFieldMessage(name);
  const control: ControlProps = {
    id,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": hint ? `${id}-hint ${id}-error` : `${id}-error`,
  };
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(control)}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </div>
  );
}

interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string;
}

type InputProps = Omit<ComponentProps<"input">, "name" | "id">;

export function TextField({ name, label, hint, className, ...props }: FieldProps & InputProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(control) => <Input type="text" {...props} {...control} {...register(name)} />}
    </Field>
  );
}

/**
 * A number input read as a number (NaN while empty), as the schema takes it: the API does
 * not turn text into numbers, so the form sends a JSON number.
 */
export function NumberField({ name, label, hint, className, ...props }: FieldProps & InputProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(control) => (
        <Input
          type="number"
          inputMode="numeric"
          {...props}
          {...control}
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </Field>
  );
}

export function TextareaField({
  name,
  label,
  hint,
  className,
  limit,
  ...props
}: FieldProps &
  Omit<ComponentProps<"textarea">, "name" | "id"> & {
    /** With `maxLength`: the words that say how much room is left (characters-left.tsx). */
    limit?: FieldLimitText;
  }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(control) => (
        <>
          <Textarea {...props} {...control} {...register(name)} />
          {limit && props.maxLength ? (
            <CharactersLeft fieldId={control.id} max={props.maxLength} words={limit} />
          ) : null}
        </>
      )}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  hint,
  className,
  options,
  placeholder,
}: FieldProps & {
  options: Option<string>[];
  /** The empty choice the select starts on ("Select an option"). */
  placeholder: string;
}) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} className={className}>
      {(control) => (
        <Select {...control} {...register(name)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * One choice out of a few, all in view. Controlled, so that an option may stand for null
 * (the specification's "no caterer", "no entertainment").
 */
export function RadioGroupField({
  name,
  label,
  className,
  options,
}: Omit<FieldProps, "hint"> & { options: Option[] }) {
  const id = useId();
  const { field } = useController({ name });
  const message = useFieldMessage(name);
  return (
    <fieldset
      className={cn("grid content-start gap-2", className)}
      aria-invalid={message ? true : undefined}
      aria-describedby={`${id}-error`}
    >
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option, index) => (
          <label key={option.value ?? "none"} className="flex min-h-6 items-center gap-2 text-sm">
            <Radio
              name={`${id}-${name}`}
              value={option.value ?? ""}
              checked={(field.value ?? null) === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </fieldset>
  );
}

export function CheckboxField({ name, label, className }: Omit<FieldProps, "hint">) {
  const { register } = useFormContext();
  return (
    <label className={cn("flex min-h-6 items-center gap-2 text-sm", className)}>
      <Checkbox {...register(name)} />
      {label}
    </label>
  );
}

/** A group of fields under a caption, two columns from the small breakpoint up. */
export function FieldGroup({
  legend,
  className,
  children,
}: {
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn("grid gap-x-4 gap-y-1 sm:grid-cols-2", className)}>
      <legend className="mb-3 text-xs font-semibold tracking-widest text-accent uppercase">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Shows its fields only while another field holds a given value (the "other" details). */
export function ShowWhen({ name, is, children }: { name: string; is: string; children: ReactNode }) {
  const value: unknown = useWatch({ name });
  return value === is ? children : null;
}

/** Who is asking: name (or full name), e-mail, phone and city, as every inquiry has them. */
export function ContactFields({
  nameField,
  nameLabel,
  words,
}: {
  nameField: string;
  nameLabel: string;
  words: InquiryWords["form"]["contact"];
}) {
  return (
    <FieldGroup legend={words.legend}>
      <TextField name={nameField} label={nameLabel} autoComplete="name" />
      <TextField name="email" label={words.email} type="email" autoComplete="email" inputMode="email" />
      <TextField name="phone" label={words.phone} type="tel" autoComplete="tel" inputMode="tel" />
      <TextField name="city" label={words.city} autoComplete="address-level2" />
    </FieldGroup>
  );
}
