/** The beekeeper domain's public surface: what the other domains may use. */
export { beekeeperHome } from './home.js';
export { forecastOf, forecastsOf } from './weather/service.js';
