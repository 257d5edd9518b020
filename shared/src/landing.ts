import { Role, type RoleName } from './enums.js';

/** Landing page after sign-in of the roles that have one (spec §2.3). */
const LANDING: Partial<Record<number, string>> = {
  [Role.Administrator]: '/admin/index',
  [Role.SuperAdministrator]: '/superadmin/index',
  [Role.BeeInspector]: '/beeinspector/apiaries',
  [Role.NonBeeKeeper]: '/pesticide/index',
  [Role.ProfessionalBeeKeeper]: '/beekeeper/index',
  [Role.SwarmWatch]: '/beekeeper/index',
  [Role.SprayLaison]: '/beewatchagent/spraymap',
  [Role.SwarmCoordinator]: '/beewatchagent/swarmmap',
  [Role.BSController]: '/bscontroller/reporting',
};

/** Landing page after sign-in by role id (spec §2.3); any other role lands on admin/index. */
export function landingPathOf(roleId: number): string {
  return LANDING[roleId] ?? '/admin/index';
}

/**
 * Side menu of spec §2.4 as route paths (lower case). Items the spec lists only for the live
 * server are flagged `liveOnly`. Labels are i18n keys `menu.<path>`, or `label` where the role
 * names the screen its own way (spec §2.4, role-screens §0.4).
 */
export interface MenuItem {
  path: string;
  liveOnly?: boolean;
  /** The i18n key of the item's label when it is not `menu.<path>`. */
  label?: string;
}

const items = (...paths: string[]): MenuItem[] => paths.map((path) => ({ path }));
const liveOnly = (...paths: string[]): MenuItem[] => paths.map((path) => ({ path, liveOnly: true }));
const labelled = (path: string, label: string): MenuItem => ({ path, label });
/** The menu of a role whose only screens are its home on admin/index and the shared ones (spec §2.2, §2.5). */
const SIGNED_IN_HOME = [
  'admin/index',
  'home/messages',
  'home/myprofile',
  'home/changepassword',
  'home/userguide',
] as const;

export const MENUS: Record<RoleName, MenuItem[]> = {
  Administrator: [
    ...items(
      'admin/index',
      'admin/userlist',
      'admin/edituser',
      'admin/adduser',
      'admin/sendswarmalertthanks',
    ),
    ...items('home/crmmail', 'admin/accesscodelist', 'home/userguide'),
    ...liveOnly('admin/userguide', 'admin/adduserguide'),
    ...items('admin/appversionlist', 'admin/addappversion', 'admin/editappversion', 'admin/pesticidelist'),
    ...items('admin/pesticideproducts', 'admin/addproduct', 'admin/crmpesticides', 'admin/apikeylist'),
    ...items('admin/generateapikey', 'admin/qrcode', 'admin/reprintqr', 'admin/expirednonactiverenewuser'),
  ],
  SuperAdministrator: items('superadmin/index', 'superadmin/editadmin', 'superadmin/addadmin'),
  BSController: items('bscontroller/categorylist', 'bscontroller/reporting'),
  NonBeeKeeper: [
    ...items(
      'pesticide/index',
      'pesticide/agent',
      'pesticide/treatmentfieldlist',
      'pesticide/addtreatmentfield',
    ),
    ...items(
      'pesticide/treatmentschedulelist',
      'pesticide/addtreatmentschedule',
      'pesticide/edittreatmentschedule',
    ),
    ...items('pesticide/treatmentweekoncalendar'),
    // "beewatchagent/trackinghistory (environment history)" (spec §2.4).
    labelled('beewatchagent/trackinghistory', 'menu.environmentHistory'),
    ...items('pesticide/treatmentsdatabase'),
    ...items('home/userguide'),
  ],
  SwarmCoordinator: [
    ...items('beewatchagent/swarmmap', 'beewatchagent/swarmcollectordomain', 'beewatchagent/members'),
    ...items('beewatchagent/editmember', 'beewatchagent/addmember', 'beewatchagent/swarmnotifications'),
    ...items('beewatchagent/swarmnotimap', 'beewatchagent/hornetpath', 'beewatchagent/trackinghistory'),
    ...items('home/userguide'),
  ],
  ProfessionalBeeKeeper: [
    ...items('beekeeper/index', 'beekeeper/myapiaries', 'beekeeper/weather', 'beekeeper/addapiary'),
    ...items(
      'beekeeper/editapiary',
      'beekeeper/treatmenthistoryforpbeekeeper',
      'beekeeper/userscoloniesqrcode',
    ),
    ...items('beekeeper/treatmenthistoryfromcolonyimage', 'beewatchagent/trackinghistory', 'home/userguide'),
    // The swarm collector's screens (only ProfessionalBeeKeeper collects swarms, spec §6).
    ...items('beekeeper/swarmalerts', 'beekeeper/collectionarea'),
  ],
  SwarmWatch: items('beekeeper/index', 'home/userguide'),
  ByStander: items(
    'beekeeper/bystander',
    'beekeeper/activity',
    'home/userguide',
    'beewatchagent/trackinghistory',
  ),
  SprayLaison: [
    // The liaison's domain is its Spray Domain (role-screens §0.4).
    ...items('beewatchagent/spraymap'),
    labelled('beewatchagent/swarmdomain', 'menu.sprayDomain'),
    ...items('beewatchagent/members', 'beewatchagent/editmember', 'beewatchagent/history', 'home/userguide'),
  ],
  BeeInspector: items('beeinspector/apiaries', 'beeinspector/domain', 'beeinspector/inspectionhistory'),
  // The spec gives these two roles no menu (§2.4) and lands them on admin/index (§2.3): their
  // home there, and what every signed-in role has (messages, profile, password, user guide).
  VQAdministrator: items(...SIGNED_IN_HOME),
  iWAS: items(...SIGNED_IN_HOME),
};
