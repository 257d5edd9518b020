import * as z from 'zod/mini';
import {
  AdminGuideQuery,
  GuideAdminItem,
  GuideItemKey,
  GuideItemKeyQuery,
  SaveGuideForm,
  UserGuideData,
  UserGuideQuery,
} from '../schemas/index.js';
import { ADMINISTRATOR, defineRoutes, NO_DATA } from './define.js';

/**
 * The user guides area: each role's guide in each language, read by everyone (home/userguide,
 * the apps' guide) and edited by administrators (admin/userguide). Its own function, as the only
 * one that sanitizes HTML.
 */
export const GUIDES = defineRoutes('guides', {
  getUserGuide: {
    method: 'GET',
    path: 'common/GetUserGuide',
    roles: 'public',
    query: UserGuideQuery,
    response: UserGuideData,
  },
  userGuideList: {
    method: 'GET',
    path: 'admin/UserGuideList',
    roles: ADMINISTRATOR,
    query: AdminGuideQuery,
    response: z.array(GuideAdminItem),
  },
  fetchUserGuideItem: {
    method: 'GET',
    path: 'admin/FetchUserGuideItem',
    roles: ADMINISTRATOR,
    query: GuideItemKeyQuery,
    response: GuideAdminItem,
  },
  saveUserGuide: {
    method: 'POST',
    path: 'admin/SaveUserGuide',
    roles: ADMINISTRATOR,
    body: SaveGuideForm,
    response: GuideAdminItem,
  },
  deleteUserGuide: {
    method: 'POST',
    path: 'admin/DeleteUserGuide',
    roles: ADMINISTRATOR,
    body: GuideItemKey,
    response: NO_DATA,
  },
});
