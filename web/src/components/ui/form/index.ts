export { FormCheckboxField, FormRadioGroupField, FormSelectField, type FieldOption } from './choice-fields';
export { fieldError, type FormFieldBaseProps } from './field-base';
export { FormPasswordField, FormTextAreaField, FormTextField } from './text-fields';
