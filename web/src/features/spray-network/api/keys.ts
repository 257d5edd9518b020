/** Query keys of the spray network feature (one place, so mutations invalidate the right lists). */
export const sprayNetKeys = {
  all: ['spray-network'] as const,
  members: () => [...sprayNetKeys.all, 'members'] as const,
  member: (userName: string) => [...sprayNetKeys.all, 'member', userName.toLowerCase()] as const,
  history: () => [...sprayNetKeys.all, 'history'] as const,
  historyRange: (from: string, to: string) => [...sprayNetKeys.history(), from, to] as const,
  deliveries: (id: string) => [...sprayNetKeys.all, 'deliveries', id] as const,
  home: () => [...sprayNetKeys.all, 'home'] as const,
  activity: (from: string, to: string) => [...sprayNetKeys.all, 'activity', from, to] as const,
  coordinators: () => [...sprayNetKeys.all, 'coordinators'] as const,
};
