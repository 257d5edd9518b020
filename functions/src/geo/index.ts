/** The geo domain's public surface: what the other domains may use. */
export { CELL_PRECISION, POINT_PRECISION, cellKeysOf, coveringCells, queryRadius } from './cells.js';
export { type CalculatedLine, MAX_FLIGHT_LINE_M, calculateLine, initialBearingDeg } from './flight-lines.js';
export {
  areaUnitAt,
  areaUnitPlace,
  areaUnitsWithin,
  countyOfUnit,
  geocodePostCode,
  placeNameAt,
} from './geocode.js';
export { haversineMetres } from './haversine.js';
export { areaUnitsReaching } from './units-reaching.js';
export { estimateNests } from './nest-estimate.js';
export { isValidPostCode, normalisePostCode, postCodeSets } from './postcodes.js';
