import type { InspectionListQuery } from '@beewatch/shared';

/** Query keys of the inspections feature: every mutation invalidates `all`. */
export const inspectionKeys = {
  all: ['inspections'] as const,
  workspace: ['inspections', 'workspace'] as const,
  list: (q: InspectionListQuery) => ['inspections', 'list', q] as const,
  one: (id: string) => ['inspections', 'one', id] as const,
  tracing: (id: string) => ['inspections', 'tracing', id] as const,
  colonies: (apiaryId: string) => ['inspections', 'colonies', apiaryId] as const,
};
