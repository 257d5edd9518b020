export * from './enums.js';
export * from './constants.js';
export * from './messages.js';
export * from './envelope.js';
export * from './routes.js';
export * from './landing.js';
export * from './schemas/tracking.js';
export * from './schemas/account.js';
