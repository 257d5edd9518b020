/**
 * Public swarm reports (spec §2.8, §3 'Swarm notification payload', §4 'Swarm form', §5 'Swarm
 * form'), API keys, swarm collectors and adoption. Messages of spec §5 are verbatim;
 * the others are ours, in the same style.
 */
export const SwarmMsg = {
  enterName: 'Please enter name',
  enterPostCode: 'Please enter Post Code',
  enterAddress: 'Please enter 1st Line of address',
  enterPhone: 'Please enter Phone No',
  enterDescription: 'Please enter Description',
  enterOther: 'Please enter Other',
  beeLocation:
    'Please disclose the Bees location, for example, are they coming and going through a hole in a wall or a gap between tiles on a roof?',
  onlyImage: 'Only image file is allowed',
  imageSize: 'Please select an image less than 10 MB',
  withoutImageTitle: 'Without Image',
  withoutImageQuestion: 'Do you want to send notification without Image',
  notified: 'Successfully notified',
  // Ours: no collector covers the post code, so the coordinator has the report.
  withCoordinator: 'Thank you: your report is with the local swarm coordinator',
  // Ours.
  validPostCode: 'Please enter a valid Post Code',
  validPhone: 'Please enter a valid Phone No',
  descriptionMax: 'Description must be at most 250 characters',
  textMax: 'This text is too long',
  selectType: 'Please select Type',
  apiKeyMissing: 'An API key is required to send a swarm notification',
  apiKeyUnknown: 'This API key is not valid',
  apiKeyRevoked: 'This API key has been revoked',
  apiKeyWrongOrigin: 'This API key cannot be used from this site',
  tooManyReports: 'Too many notifications from this address. Please try again in a few minutes',
  imageNotUploaded: 'The image has not been uploaded',
  reportNotFound: 'Swarm notification not found',
  alreadyAdopted: 'This swarm has already been adopted by another collector',
  notAlerted: 'This swarm was not sent to you',
  notAdopter: 'Only the collector who adopted this swarm can change its status',
  statusNotAllowed: 'This status change is not allowed',
  adopted: 'Swarm adopted',
  statusSaved: 'Status saved',
  enterOwner: 'Please enter Owner',
  enterAllowedOrigin: 'Please enter Allowed Origin',
  validAllowedOrigin: 'Allowed Origin must be a web origin such as https://www.example.org',
  apiKeyGenerated: 'API key generated',
  apiKeyRevokedDone: 'API key revoked',
  apiKeyNotFound: 'API key not found',
  radiusRange: 'Radius must be between 1 and 10 km',
  areaSaved: 'Collection area saved',
} as const;
