import * as z from 'zod/mini';
import {
  CategoryActivity,
  CategoryActivityData,
  CategoryId,
  CategoryIdQuery,
  CategoryListQuery,
  CategoryOption,
  CategoryRow,
  ConfirmMediaData,
  ConfirmMediaQuery,
  CreateTrackingData,
  CreateTrackingRequest,
  DashboardTracking,
  DeleteTrackingQuery,
  EscalationSendRow,
  RenderImageData,
  RenderImageQuery,
  SaveTrackingQuery,
  TrackingMediaData,
  TrackingMediaQuery,
  TrackingCsvData,
  TrackingPointsData,
  TrackingQuery,
  TrackingRecord,
} from '../schemas/index.js';
import { ADMINISTRATOR, CONTROLLER, defineRoutes, NO_DATA, SIGNED_IN } from './define.js';

/** The controller's reporting screen (spec §7.1): the tracking list, its edits and escalation log. */
export const TRACKING = defineRoutes('tracking', {
  fetchTrackingHistory: {
    method: 'POST',
    path: 'beewatchagent/FetchTrackingHistory',
    roles: CONTROLLER,
    body: TrackingQuery,
    // A page of records; with Export, the compact rows or points of the whole selection.
    response: z.union([z.array(TrackingRecord), TrackingCsvData, TrackingPointsData]),
    paged: true,
  },
  deleteTrackingHistory: {
    method: 'POST',
    path: 'beewatchagent/DeleteTrackingHistory',
    roles: CONTROLLER,
    query: DeleteTrackingQuery,
    response: NO_DATA,
  },
  // A GET that writes: the spec's route, kept as the mobile apps and the spec name it.
  saveTrackingHistory: {
    method: 'GET',
    path: 'beewatchagent/SaveTrackingHistory',
    roles: CONTROLLER,
    query: SaveTrackingQuery,
    response: NO_DATA,
  },
  getEscalationSends: {
    method: 'GET',
    path: 'beewatchagent/GetEscalationSends',
    roles: CONTROLLER,
    // Same query as RenderImageBytesArray: ?id=<HornetTrackingID>.
    query: RenderImageQuery,
    response: z.array(EscalationSendRow),
  },
  getCategoryList: {
    method: 'GET',
    path: 'beewatchagent/GetCategoryList',
    roles: CONTROLLER,
    response: z.array(CategoryOption),
  },
  // The Administrator's dashboard (admin/index): tracking records of the last days per category,
  // from the day counters this area's table holds. Aggregates only.
  dashboardTracking: {
    method: 'GET',
    path: 'admin/DashboardTracking',
    roles: ADMINISTRATOR,
    response: DashboardTracking,
  },
});

/** Tracking evidence for the reporting popups (spec §2.7, §7.1). */
export const MEDIA = defineRoutes('media', {
  renderImageBytesArray: {
    method: 'GET',
    path: 'common/RenderImageBytesArray',
    roles: CONTROLLER,
    query: RenderImageQuery,
    response: RenderImageData,
  },
  getTrackingMedia: {
    method: 'GET',
    path: 'beewatchagent/GetTrackingMedia',
    roles: CONTROLLER,
    query: TrackingMediaQuery,
    response: TrackingMediaData,
  },
});

/** The controller's categories and their activity (spec §7.1). */
export const CATEGORIES = defineRoutes('categories', {
  categoryList: {
    method: 'GET',
    path: 'admin/CategoryList',
    roles: CONTROLLER,
    query: CategoryListQuery,
    response: z.array(CategoryRow),
    paged: true,
  },
  fetchDataForEditCategory: {
    method: 'GET',
    path: 'admin/FetchDataForEditCategory',
    roles: CONTROLLER,
    query: CategoryIdQuery,
    response: CategoryActivityData,
  },
  addEditCategory: {
    method: 'POST',
    path: 'admin/AddEditCategory',
    roles: CONTROLLER,
    body: CategoryActivity,
    response: z.object({ CategoryID: CategoryId }),
  },
  deleteCategory: {
    method: 'POST',
    path: 'admin/DeleteCategory',
    roles: CONTROLLER,
    query: CategoryIdQuery,
    response: NO_DATA,
  },
});

/** The mobile apps' tracking records and evidence uploads (docs/mobile-api.md); any signed-in role. */
export const INGEST = defineRoutes('ingest', {
  createTrackingRecord: {
    method: 'POST',
    path: 'mobile/CreateTrackingRecord',
    roles: SIGNED_IN,
    body: CreateTrackingRequest,
    response: CreateTrackingData,
  },
  confirmTrackingMedia: {
    method: 'POST',
    path: 'mobile/ConfirmTrackingMedia',
    roles: SIGNED_IN,
    query: ConfirmMediaQuery,
    response: ConfirmMediaData,
  },
  getCategoryList: {
    method: 'GET',
    path: 'mobile/GetCategoryList',
    roles: SIGNED_IN,
    response: z.array(CategoryOption),
  },
});
