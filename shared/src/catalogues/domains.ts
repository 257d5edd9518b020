/**
 * Most area units added plus removed in one save: a save is one DynamoDB transaction (at most 100
 * writes, one of them the domain itself), so it is never half applied.
 */
export const DOMAIN_CHANGE_MAX = 99;

/** Most area units in one domain: a large county's postcode districts or a département's codes postaux. */
export const DOMAIN_UNITS_MAX = 400;

/** Messages of domains and their area units: key → exact English text (sent as ErrorMessage, keyed by MessageKey). */
export const DomainMsg = {
  unitUnknown: 'Unknown area unit',
  tooManyUnits: `A domain holds at most ${DOMAIN_UNITS_MAX} area units`,
  tooManyChanges: `Add or remove at most ${DOMAIN_CHANGE_MAX} area units at a time`,
  notDomainRole: 'Only bee inspectors, swarm coordinators and spray liaisons work in a domain',
  userNotFound: 'User not found',
  nameRequired: 'Please enter the domain name',
  changedMeanwhile: 'The domain was changed meanwhile; reload it',
} as const;
