/** Query keys of the colonies feature, so mutations invalidate exactly what they change. */
export const colonyKeys = {
  all: ['colonies'] as const,
  batches: ['colonies', 'batches'] as const,
  batch: (id: string) => ['colonies', 'batches', id] as const,
  labelSearches: ['colonies', 'label-search'] as const,
  labelSearch: (by: string, value: string) => ['colonies', 'label-search', by, value] as const,
  template: ['colonies', 'template'] as const,
  mine: ['colonies', 'mine'] as const,
  myLabels: ['colonies', 'my-labels'] as const,
  apiaries: ['colonies', 'apiaries'] as const,
  record: (id: string) => ['colonies', 'record', id] as const,
  byToken: (token: string) => ['colonies', 'by-token', token] as const,
};
