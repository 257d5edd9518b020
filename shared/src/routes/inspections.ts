import * as z from 'zod/mini';
import { ApiaryIdQuery } from '../schemas/sites.js';
import {
  ApiaryColony,
  Inspection,
  InspectionIdQuery,
  InspectionInput,
  InspectionListQuery,
  InspectorDomainSummary,
  InspectorWorkspace,
  LiftStandstillRequest,
  NotifyNearRequest,
  NotifyNearResult,
  RecordLabResultRequest,
  TracingList,
} from '../schemas/inspections.js';
import { defineRoutes, type RouteSpec } from './define.js';
import type { RoleName } from '../enums.js';

/** Bee inspectors only: apiary locations and keepers are confidential to them (role-screens §8.1). */
export const BEE_INSPECTOR = ['BeeInspector'] as const satisfies readonly RoleName[];

/**
 * The inspections area (role-screens §0.2, §8.1, §8.3): the inspector's worklist of the apiaries
 * in their domain, the inspection record (spec §7.3 inspector/SaveHiveInspection), its history,
 * lifting standstills, laboratory results, the tracing list of a case and the 3 km notice to
 * beekeepers. Every route checks the apiary or inspection lies in the caller's domain.
 */
export const INSPECTIONS = defineRoutes('inspections', {
  domainApiaries: {
    method: 'GET',
    path: 'beeinspector/DomainApiaries',
    roles: BEE_INSPECTOR,
    response: InspectorWorkspace,
  },
  /** beeinspector/domain (role-screens §8.2): counts per area unit and neighbouring inspectors. */
  domainSummary: {
    method: 'GET',
    path: 'beeinspector/DomainSummary',
    roles: BEE_INSPECTOR,
    response: InspectorDomainSummary,
  },
  saveHiveInspection: {
    method: 'POST',
    path: 'inspector/SaveHiveInspection',
    roles: BEE_INSPECTOR,
    body: InspectionInput,
    response: Inspection,
  },
  apiaryColonies: {
    method: 'GET',
    path: 'inspector/ApiaryColonies',
    roles: BEE_INSPECTOR,
    query: ApiaryIdQuery,
    response: z.array(ApiaryColony),
  },
  getInspection: {
    method: 'GET',
    path: 'inspector/GetInspection',
    roles: BEE_INSPECTOR,
    query: InspectionIdQuery,
    response: Inspection,
  },
  getInspections: {
    method: 'GET',
    path: 'inspector/GetInspections',
    roles: BEE_INSPECTOR,
    query: InspectionListQuery,
    response: z.array(Inspection),
  },
  liftStandstill: {
    method: 'POST',
    path: 'inspector/LiftStandstill',
    roles: BEE_INSPECTOR,
    body: LiftStandstillRequest,
    response: Inspection,
  },
  recordLabResult: {
    method: 'POST',
    path: 'inspector/RecordLabResult',
    roles: BEE_INSPECTOR,
    body: RecordLabResultRequest,
    response: Inspection,
  },
  tracingList: {
    method: 'GET',
    path: 'inspector/TracingList',
    roles: BEE_INSPECTOR,
    query: InspectionIdQuery,
    response: TracingList,
  },
  notifyBeekeepersNear: {
    method: 'POST',
    path: 'inspector/NotifyBeekeepersNear',
    roles: BEE_INSPECTOR,
    body: NotifyNearRequest,
    response: NotifyNearResult,
  },
} satisfies Record<string, RouteSpec>);
