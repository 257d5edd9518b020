import { MENUS, type MenuItem } from '@beewatch/shared';

/**
 * A page of the spec (a role menu item, a settings item or a public page) that has no screen:
 * pages.test.ts requires there be none. `label` is the i18n key of the page name (`menu.*` or
 * `page.*`); `path` is the router pattern.
 */
export interface PendingPage {
  path: string;
  label: string;
}

// Shared routes of signed-in users (spec §2.2) and the settings dropdown (spec §2.5).
const SHARED_SIGNED_IN = ['home/messages', 'home/newmessage', 'home/userguide', 'home/crmmail'];

/** Built screens, routed on their own. */
const BUILT = new Set([
  // the Administrator's dashboard and the home of VQAdministrator, iWAS and ByStander
  'admin/index',
  'home/myprofile',
  'home/changepassword',
  'bscontroller/reporting',
  'bscontroller/categorylist',
  'admin/accesscodelist',
  'admin/apikeylist',
  'admin/generateapikey',
  'beekeeper/swarmalerts',
  'beekeeper/collectionarea',
  'beewatchagent/swarmnotifications',
  // the swarm coordinator's workspace (members and editmember: each role its own screen)
  'beewatchagent/swarmmap',
  'beewatchagent/swarmcollectordomain',
  'beewatchagent/members',
  'beewatchagent/addmember',
  'beewatchagent/editmember',
  'beewatchagent/swarmnotimap',
  'beewatchagent/hornetpath',
  'home/messages',
  'home/newmessage',
  'home/userguide',
  'admin/userguide',
  'admin/adduserguide',
  'admin/appversionlist',
  'admin/addappversion',
  'admin/editappversion',
  'beekeeper/myapiaries',
  'beekeeper/addapiary',
  'beekeeper/editapiary',
  'pesticide/index',
  'pesticide/treatmentfieldlist',
  'pesticide/addtreatmentfield',
  'pesticide/treatmentschedulelist',
  'pesticide/addtreatmentschedule',
  'pesticide/edittreatmentschedule',
  'pesticide/treatmentweekoncalendar',
  'beewatchagent/spraymap',
  // pesticide reference data and catalogue
  'admin/pesticidelist',
  'admin/pesticideproducts',
  'admin/addproduct',
  'admin/crmpesticides',
  'pesticide/treatmentsdatabase',
  // outreach and tracking history
  'home/crmmail',
  'admin/sendswarmalertthanks',
  'beewatchagent/trackinghistory',
  // the beekeeper's home, weather and spray history
  'beekeeper/index',
  'beekeeper/weather',
  'beekeeper/treatmenthistoryforpbeekeeper',
  // the spray network
  'beekeeper/bystander',
  'beekeeper/activity',
  'pesticide/agent',
  'beewatchagent/history',
  // domains
  'beewatchagent/swarmdomain',
  'beeinspector/domain',
  // user management and the administrators
  'admin/userlist',
  'admin/edituser',
  'admin/adduser',
  'admin/expirednonactiverenewuser',
  'superadmin/index',
  'superadmin/addadmin',
  'superadmin/editadmin',
  // the bee inspector's worklist and inspection history
  'beeinspector/apiaries',
  'beeinspector/inspectionhistory',
  // colonies and QR labels
  'admin/qrcode',
  'admin/reprintqr',
  'beekeeper/userscoloniesqrcode',
  'beekeeper/treatmenthistoryfromcolonyimage',
]);

/** Signed-in pages from every role menu (spec §2.4) plus the shared ones, without the built screens. */
export const PENDING_SIGNED_IN: PendingPage[] = [
  ...new Set([
    ...Object.values(MENUS).flatMap((items: MenuItem[]) => items.map((i) => i.path)),
    ...SHARED_SIGNED_IN,
  ]),
]
  .filter((path) => !BUILT.has(path))
  .map((path) => ({ path: `/${path}`, label: `menu.${path}` }));

/** Public pages of spec §2.1 (the login page is built). */
export const PENDING_PUBLIC: PendingPage[] = [];
