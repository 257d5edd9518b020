/**
 * The colonies domain's public surface: erasing a beekeeper's colonies and labels, and the
 * colonies of one apiary (`coloniesOfApiary(ownerUserName, apiaryId)`: one Query of the keeper's
 * colonies, kept to that apiary, by name) and one colony by id (`getColony`), for the inspector's
 * per-colony rows.
 */
export { eraseColoniesOf as eraseColonies, getColony } from './repository.js';
export { coloniesOfApiary } from './colony-service.js';
