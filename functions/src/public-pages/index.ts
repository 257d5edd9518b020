/** The public pages' surface: the species video and its configuration. */
export { SpeciesVideoConfig, setSpeciesVideoConfig, speciesVideo } from './species-video.js';
