/** Messages of a user's own tracking history: key → exact English text (sent as ErrorMessage, keyed by MessageKey). */
export const TrackingHistoryMsg = {
  notCoordinator: 'Only a swarm coordinator sees the records of a domain',
  noDomain: 'No domain has been assigned to you yet',
  notFound: 'Tracking record not found',
  searchTooLong: 'Search must be at most 100 characters',
} as const;
