/** The app-versions domain's public surface: the operations on app packages and their versions. */
export * from './service.js';
