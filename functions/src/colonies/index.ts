/** The colonies domain's public surface: erasing a beekeeper's colonies and labels. */
export { eraseColoniesOf as eraseColonies } from './repository.js';
