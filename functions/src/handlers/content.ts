import {
  AddAppVersionForm,
  AdminGuideQuery,
  AppVersionIdQuery,
  DeviceMessagesQuery,
  DownloadFileQuery,
  EditAppVersionForm,
  GuideItemKey,
  GuideItemKeyQuery,
  MarkMessageReadBody,
  MessageMsg,
  NewMessageForm,
  PublicImageQuery,
  RecipientSearchQuery,
  SaveGuideForm,
  UserGuideQuery,
} from '@beewatch/shared';
import { z } from 'zod';
import * as apps from '../app-versions/service.js';
import * as guides from '../guides/service.js';
import { actorOf, areaHandler } from '../lib/http.js';
import { viewerImage } from '../media/service.js';
import * as messages from '../messages/service.js';
import { speciesVideo } from '../public-pages/species-video.js';

const PageQuery = z.object({ NextToken: z.string().max(2000).optional() });

/** Lambda of the content area (issue 7): messages, user guides, app versions, public pages. */
export const handler = areaHandler('content', {
  async getDeviceMessages(req) {
    const page = await messages.listMessages(actorOf(req), req.query(DeviceMessagesQuery));
    return { data: page.items, NextToken: page.nextToken };
  },
  async getUnreadMessageCount(req) {
    return { data: { Unread: await messages.unread(actorOf(req)) } };
  },
  async markMessageRead(req) {
    const { MessageId, IsRead } = req.body(MarkMessageReadBody);
    return { data: { Unread: await messages.markRead(actorOf(req), MessageId, IsRead) } };
  },
  async sendDeviceMessage(req) {
    const data = await messages.send(actorOf(req), req.body(NewMessageForm));
    return { data, ErrorMessage: MessageMsg.messageSent };
  },
  async getMessageRecipients(req) {
    return { data: await messages.recipients(actorOf(req), req.query(RecipientSearchQuery).Search) };
  },
  async getUserGuide(req) {
    const { RoleID, LanguageID } = req.query(UserGuideQuery);
    return { data: await guides.userGuide(RoleID, LanguageID) };
  },
  async userGuideList(req) {
    const { RoleID, LanguageID } = req.query(AdminGuideQuery);
    return { data: await guides.adminGuideList(RoleID, LanguageID) };
  },
  async fetchUserGuideItem(req) {
    const { RoleID, LanguageID, DetailsID } = req.query(GuideItemKeyQuery);
    return { data: await guides.guideItem(RoleID, LanguageID, DetailsID) };
  },
  async saveUserGuide(req) {
    return { data: await guides.saveGuideItem(req.body(SaveGuideForm), actorOf(req).userName) };
  },
  async deleteUserGuide(req) {
    const { RoleID, LanguageID, DetailsID } = req.body(GuideItemKey);
    await guides.removeGuideItem(RoleID, LanguageID, DetailsID);
    return { data: null };
  },
  async appVersionList(req) {
    const page = await apps.appVersionPage(req.query(PageQuery).NextToken);
    return { data: page.items, NextToken: page.nextToken };
  },
  async fetchAppVersion(req) {
    return { data: await apps.appVersion(req.query(AppVersionIdQuery).AppVersionID) };
  },
  async addAppVersion(req) {
    return { data: await apps.addAppVersion(req.body(AddAppVersionForm), actorOf(req).userName) };
  },
  async editAppVersion(req) {
    return { data: await apps.editAppVersion(req.body(EditAppVersionForm), actorOf(req).userName) };
  },
  async confirmAppPackage(req) {
    const { AppVersionID } = req.query(AppVersionIdQuery);
    return { data: await apps.confirmAppPackage(AppVersionID, actorOf(req).userName) };
  },
  async downloadFile(req) {
    const { FolderName, FileName } = req.query(DownloadFileQuery);
    return { data: await apps.downloadFile(FolderName, FileName) };
  },
  async renderImage(req) {
    return { data: await viewerImage(req.query(PublicImageQuery).ID, req.headers.authorization) };
  },
  async getSpeciesVideo() {
    return { data: await speciesVideo() };
  },
});
