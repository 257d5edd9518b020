/** The beekeeper domain's public surface: what the other domains may use. */
export { areaSwarms } from './area-swarms.js';
export { beekeeperHome } from './home.js';
export { forecastOf, forecastsOf } from './weather/service.js';
