import * as z from 'zod/mini';
import {
  AddAppVersionForm,
  AppVersion,
  AppVersionIdQuery,
  DeviceMessage,
  DeviceMessagesQuery,
  DownloadFileData,
  DownloadFileQuery,
  EditAppVersionForm,
  MarkMessageReadBody,
  MessageRecipient,
  NewMessageForm,
  NextTokenQuery,
  PublicImageData,
  PublicImageQuery,
  RecipientSearchQuery,
  SaveAppVersionData,
  SpeciesVideoData,
  UnreadCount,
} from '../schemas/index.js';
import { ADMINISTRATOR, defineRoutes, SIGNED_IN } from './define.js';

/**
 * The content area: portal messages (spec §2.2, §2.5, §7.2–7.3), app versions and the public
 * pages' media (§2.1). User guides are their own area (guides.ts).
 */
export const CONTENT = defineRoutes('content', {
  getDeviceMessages: {
    method: 'GET',
    path: 'common/GetDeviceMessages',
    roles: SIGNED_IN,
    query: DeviceMessagesQuery,
    response: z.array(DeviceMessage),
    paged: true,
  },
  getUnreadMessageCount: {
    method: 'GET',
    path: 'common/GetUnreadMessageCount',
    roles: SIGNED_IN,
    response: UnreadCount,
  },
  markMessageRead: {
    method: 'POST',
    path: 'common/MarkMessageRead',
    roles: SIGNED_IN,
    body: MarkMessageReadBody,
    response: UnreadCount,
  },
  sendDeviceMessage: {
    method: 'POST',
    path: 'common/SendDeviceMessage',
    roles: SIGNED_IN,
    body: NewMessageForm,
    response: z.object({ MessageId: z.string() }),
  },
  getMessageRecipients: {
    method: 'GET',
    path: 'common/GetMessageRecipients',
    roles: SIGNED_IN,
    query: RecipientSearchQuery,
    response: z.array(MessageRecipient),
  },
  appVersionList: {
    method: 'GET',
    path: 'admin/AppVersionList',
    roles: ADMINISTRATOR,
    query: NextTokenQuery,
    response: z.array(AppVersion),
    paged: true,
  },
  fetchAppVersion: {
    method: 'GET',
    path: 'admin/FetchAppVersion',
    roles: ADMINISTRATOR,
    query: AppVersionIdQuery,
    response: AppVersion,
  },
  addAppVersion: {
    method: 'POST',
    path: 'admin/AddAppVersion',
    roles: ADMINISTRATOR,
    body: AddAppVersionForm,
    response: SaveAppVersionData,
  },
  editAppVersion: {
    method: 'POST',
    path: 'admin/EditAppVersion',
    roles: ADMINISTRATOR,
    body: EditAppVersionForm,
    response: SaveAppVersionData,
  },
  confirmAppPackage: {
    method: 'POST',
    path: 'admin/ConfirmAppPackage',
    roles: ADMINISTRATOR,
    query: AppVersionIdQuery,
    response: AppVersion,
  },
  downloadFile: {
    method: 'GET',
    path: 'common/DownloadFile',
    roles: 'public',
    query: DownloadFileQuery,
    response: DownloadFileData,
  },
  renderImage: {
    method: 'GET',
    path: 'common/RenderImage',
    roles: 'public',
    query: PublicImageQuery,
    response: PublicImageData,
  },
  getSpeciesVideo: {
    method: 'GET',
    path: 'common/GetSpeciesVideo',
    roles: 'public',
    response: SpeciesVideoData,
  },
});
