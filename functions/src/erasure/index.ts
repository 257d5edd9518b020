/** The erasure job's registry of each domain's personal-data eraser. */
export { PERSONAL_DATA_ERASERS, type PersonalDataEntity, type PersonalDataEraser } from './registry.js';
