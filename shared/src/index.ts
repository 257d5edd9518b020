export * from './enums.js';
export * from './constants.js';
export * from './messages.js';
export * from './envelope.js';
export * from './routes/index.js';
export * from './landing.js';
export * from './export-csv.js';
export * from './schemas/index.js';
