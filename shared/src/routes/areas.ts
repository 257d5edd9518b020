// The route table by area, read as the `API` namespace (`API.area.operation`). Re-exports only:
// the bundler traces each area to its own module, so a web chunk keeps just the areas it calls.
export { ACCOUNT as account } from './account.js';
export { PROFILE as profile } from './profile.js';
export { USERS as users } from './users.js';
export { tracking } from './tracking-area.js';
export { MEDIA as media, CATEGORIES as categories, INGEST as ingest } from './controller.js';
export { SWARM as swarm } from './swarm.js';
export { SWARM_FORM as swarmform, SWARM_PHOTO as swarmphoto } from './swarm-form.js';
export { SITES as sites } from './sites.js';
export { CONTENT as content } from './content.js';
export { GUIDES as guides } from './guides.js';
export { OUTREACH as outreach } from './outreach.js';
export { COLONIES as colonies } from './colonies.js';
export { PESTICIDES as pesticides } from './pesticides.js';
export { INSPECTIONS as inspections } from './inspections.js';
export { SPRAYNET as spraynet } from './spraynet.js';
export { COORDINATION as coordination } from './coordination.js';
export { BEEKEEPER_ROUTES as beekeeper } from './beekeeper.js';
