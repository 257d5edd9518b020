/** Query keys of the coordinator's workspace: every list of it starts with 'coordination'. */
export const coordinationKeys = {
  all: ['coordination'] as const,
  map: (days: number) => ['coordination', 'map', days] as const,
  coverage: ['coordination', 'coverage'] as const,
  collectors: ['coordination', 'collectors'] as const,
  collector: (userName: string) => ['coordination', 'collector', userName] as const,
  season: (q: object) => ['coordination', 'season', q] as const,
  hornets: (q: object) => ['coordination', 'hornets', q] as const,
};
