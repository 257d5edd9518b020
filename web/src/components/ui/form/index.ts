export { FormCheckboxField, FormRadioGroupField, FormSelectField, type FieldOption } from './choice-fields';
export { fieldError, useFieldForm, type FormFieldBaseProps } from './field-base';
export { FieldGroup } from './field-group';
export { FileField, type FileFieldProps } from './file-field';
export { FormActions } from './form-actions';
export { FormDialog } from './form-dialog';
export { ErrorLine, FormError } from './form-error';
export { FormSubmit } from './form-submit';
export { RequiredLabel } from './required-label';
export { SchemaForm } from './schema-form';
export { starredTextFields, type StarredTextFieldOptions } from './starred-text-field';
export {
  FormCodeField,
  FormCurrentPasswordField,
  FormPasswordField,
  FormTextAreaField,
  FormTextField,
  FormUserNameField,
} from './text-fields';
export { useSchemaForm } from './use-schema-form';
