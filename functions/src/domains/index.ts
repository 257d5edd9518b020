/** The domains domain's public surface: a user's domain and who holds the domain of an area unit. */
export {
  type DomainDirectory,
  domainHoldersOf,
  eraseDomain,
  neighbouringHolders,
  type NeighbouringHolder,
  ownDomain,
  ownDomainRead,
  setUserDomain,
  unitsNear,
  userDomain,
} from './service.js';
