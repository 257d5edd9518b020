/** The domains domain's public surface: a user's domain and who holds the domain of an area unit. */
export {
  type DomainDirectory,
  domainHoldersOf,
  eraseDomain,
  ownDomain,
  ownDomainRead,
  setUserDomain,
  userDomain,
} from './service.js';
