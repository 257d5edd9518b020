/**
 * Messages of the category screens and their server checks (spec §5, §8 verbatim; 'ValidEmail'
 * is the spec's message code for a bad email, shown to users as a sentence).
 */
export const CategoryMsg = {
  enterName: 'Please enter Name',
  enterDescription: 'Please enter Description',
  enterNameDescription: 'Please enter Category Name / Description',
  enterCategoryName: 'Please enter Category Name',
  validEmail: 'ValidEmail',
  validPhone: 'Please enter a valid phone number',
  enterEmail: 'Please enter Email',
  enterPhone: 'Please enter Phone',
  selectRecipients: 'Please select Recipients',
  selectWhatAppears: 'Please select What appears',
  selectWhat: 'Please select What',
  policePhoneOnly: 'Police is escalated by phone only',
  nameExists: 'A category with this name exists',
  hasRecords: 'This category has tracking records',
  notFound: 'Category not found',
  unknown: 'Unknown category',
} as const;
