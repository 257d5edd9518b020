import {
  CheckboxField,
  Radio,
  RadioGroupField,
  SelectField,
  type CheckboxFieldProps,
  type RadioGroupFieldProps,
  type SelectFieldProps,
} from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Controller, type ControllerProps, type FieldValues } from 'react-hook-form';
import { useFieldProps, type FormFieldBaseProps } from './field-base';

type Native<P> = Omit<P, 'name' | 'label' | 'hasError' | 'errorMessage' | 'form' | 'ref'>;

/** One choice of a select or radio group: the value sent and its visible text. */
export interface FieldOption {
  value: string;
  label: ReactNode;
}

/** A select registered in the form; `placeholder` is the empty first option (e.g. 'Select Role'). */
export function FormSelectField<T extends FieldValues, C, O extends FieldValues>(
  props: FormFieldBaseProps<T, C, O> & Omit<Native<SelectFieldProps>, 'options'> & { choices: FieldOption[] },
) {
  const { form, name, label, registerOptions, input, error } = useFieldProps(props);
  const { choices, ...select } = input;
  return (
    <SelectField label={label} {...select} {...error} {...form.register(name, registerOptions)}>
      {choices.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A checkbox bound to a boolean of the form (through a controller: a registered checkbox with a
 * value would give the form the string 'true').
 */
export function FormCheckboxField<T extends FieldValues, C, O extends FieldValues>(
  props: FormFieldBaseProps<T, C, O> & Omit<Native<CheckboxFieldProps>, 'value' | 'checked' | 'onChange'>,
) {
  const { form, name, label, registerOptions, input: box, error } = useFieldProps(props);
  return (
    <Controller
      control={form.control}
      name={name}
      rules={registerOptions as ControllerProps<T>['rules']}
      render={({ field }) => (
        <CheckboxField
          label={label}
          value="true"
          {...box}
          {...error}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

/** A radio group bound to a string of the form, in a fieldset whose legend is the label. */
export function FormRadioGroupField<T extends FieldValues, C, O extends FieldValues>(
  props: FormFieldBaseProps<T, C, O> &
    Omit<Native<RadioGroupFieldProps>, 'children' | 'value' | 'onChange' | 'legend'> & {
      choices: FieldOption[];
    },
) {
  const { form, name, label, registerOptions, input, error } = useFieldProps(props);
  const { choices, ...group } = input;
  return (
    <Controller
      control={form.control}
      name={name}
      // The options' onChange/onBlur run through the controller's register, as for the other fields.
      rules={registerOptions as ControllerProps<T>['rules']}
      render={({ field }) => (
        <RadioGroupField
          legend={label}
          {...group}
          {...error}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        >
          {choices.map((o) => (
            <Radio key={o.value} value={o.value}>
              {o.label}
            </Radio>
          ))}
        </RadioGroupField>
      )}
    />
  );
}
