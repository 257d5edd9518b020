/** The coordination domain's public surface: the swarm coordinator's workspace (handlers only). */
export * as coordination from './service.js';
