/**
 * The colonies domain's public surface: erasing a beekeeper's colonies and labels, and for the
 * inspector's per-colony rows the colonies of one apiary (`coloniesOfApiary(ownerUserName,
 * apiaryId)`: one Query of the keeper's colonies, kept to that apiary, by name) and colonies by id
 * (`getColonies`, one BatchGet).
 */
export { eraseColoniesOf as eraseColonies, getColonies } from './repository.js';
export { coloniesOfApiary } from './colony-service.js';
