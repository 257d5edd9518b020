export { FormCheckboxField, FormRadioGroupField, FormSelectField, type FieldOption } from './choice-fields';
export { fieldError, type FormFieldBaseProps } from './field-base';
export { FileField, type FileFieldProps } from './file-field';
export { FormError } from './form-error';
export { RequiredLabel } from './required-label';
export { FormPasswordField, FormTextAreaField, FormTextField } from './text-fields';
