/** The guides domain's public surface: reading and editing user guides. */
export * from './service.js';
