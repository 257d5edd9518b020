import * as z from 'zod/mini';
import { position } from './field-schemas.js';
import { DomainMsg, DOMAIN_UNITS_MAX, DOMAIN_CHANGE_MAX } from '../catalogues/domains.js';

export { DomainMsg, DOMAIN_UNITS_MAX, DOMAIN_CHANGE_MAX };

/** The roles that work in a domain (role-screens §0.5): inspectors, swarm coordinators, spray liaisons. */
export const DOMAIN_ROLES = ['BeeInspector', 'SwarmCoordinator', 'SprayLaison'] as const;
export type DomainRole = (typeof DOMAIN_ROLES)[number];

/**
 * An area unit of a domain: a UK postcode district ('GU1') or a French code postal ('75001'), as
 * the offline gazetteer of ../shared/data knows them (upper case, no spaces).
 */
export const AreaUnit = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^([A-Z]{1,2}\d[A-Z\d]?|\d{5})$/, DomainMsg.unitUnknown));

/** An area unit with where it is (its centroid, WGS84 degrees) and its place name. */
export const DomainUnit = z.object({
  AreaUnit: z.string(),
  PlaceName: z.string(),
  Country: z.enum(['GB', 'FR']),
  ...position,
});
export type DomainUnit = z.infer<typeof DomainUnit>;

/** A user's domain: its name and area units (empty when none is assigned yet). */
export const Domain = z.object({
  UserName: z.string(),
  RoleName: z.enum(DOMAIN_ROLES),
  Name: z.string(),
  Units: z.array(DomainUnit),
  UpdatedAt: z.nullable(z.string()),
  UpdatedBy: z.nullable(z.string()),
});
export type Domain = z.infer<typeof Domain>;

/** Query of admin/GetUserDomain. */
export const UserDomainQuery = z.object({
  UserName: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});

/** Body of admin/SetUserDomain: the whole domain as it should be (the server applies the difference). */
export const SetUserDomainRequest = z.strictObject({
  UserName: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  Name: z.string().check(z.trim(), z.minLength(1, DomainMsg.nameRequired), z.maxLength(100)),
  AreaUnits: z.array(AreaUnit).check(z.maxLength(DOMAIN_UNITS_MAX, DomainMsg.tooManyUnits)),
});
export type SetUserDomainRequest = z.input<typeof SetUserDomainRequest>;
