/** Messages of the substance register, products, mixtures and schedules: key → exact English text (sent as ErrorMessage, keyed by MessageKey). */
export const PesticideMsg = {
  substanceNotFound: 'Active substance not found',
  productNotFound: 'Product not found',
  mixtureNotFound: 'Tank mix not found',
  nameRequired: 'Please enter a name',
  numberRequired: 'Please enter the authorisation number',
  numberFormat: 'The authorisation number does not match the country’s format',
  numberTaken: 'A product with this authorisation number already exists in this country',
  substancesRequired: 'Add at least one active substance',
  concentrationInvalid: 'Enter the concentration as a positive number',
  expiryRequired: 'Please enter the expiry date',
  mixNeedsTwo: 'A tank mix needs at least two different products',
  productRequired: 'Please choose an authorised product or one of your tank mixes',
  productNotAuthorised: 'This product is not authorised or has expired: it cannot be used in a new schedule',
  productExpiresBefore: 'This product’s authorisation ends before the treatment date',
  changedMeanwhile: 'This product was changed meanwhile. Please reload it and try again',
  messageSentTo: 'Message sent',
} as const;
