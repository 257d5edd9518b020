import * as API from '@beewatch/shared/api';
import { MessageMsg } from '@beewatch/shared';
import * as apps from '../app-versions/service.js';
import { actorOf, areaHandler } from '../lib/http.js';
import { viewerImage } from '../media/service.js';
import * as messages from '../messages/service.js';
import { speciesVideo } from '../public-pages/species-video.js';

/** Lambda of the content area: messages, app versions, public pages. */
export const handler = areaHandler(API.content, {
  async getDeviceMessages({ query }, req) {
    const page = await messages.listMessages(actorOf(req), query);
    return { data: page.items, NextToken: page.nextToken };
  },
  async getUnreadMessageCount(_input, req) {
    return { data: { Unread: await messages.unread(actorOf(req)) } };
  },
  async markMessageRead({ body }, req) {
    return { data: { Unread: await messages.markRead(actorOf(req), body.MessageId, body.IsRead) } };
  },
  async sendDeviceMessage({ body }, req) {
    const data = await messages.send(actorOf(req), body);
    return { data, ErrorMessage: MessageMsg.messageSent };
  },
  async getMessageRecipients({ query }, req) {
    return { data: await messages.recipients(actorOf(req), query.Search) };
  },
  async appVersionList({ query }) {
    const page = await apps.appVersionPage(query.NextToken);
    return { data: page.items, NextToken: page.nextToken };
  },
  async fetchAppVersion({ query }) {
    return { data: await apps.appVersion(query.AppVersionID) };
  },
  async addAppVersion({ body }, req) {
    return { data: await apps.addAppVersion(body, actorOf(req).userName) };
  },
  async editAppVersion({ body }, req) {
    return { data: await apps.editAppVersion(body, actorOf(req).userName) };
  },
  async confirmAppPackage({ query }, req) {
    return { data: await apps.confirmAppPackage(query.AppVersionID, actorOf(req).userName) };
  },
  async downloadFile({ query }) {
    return { data: await apps.downloadFile(query.FolderName, query.FileName) };
  },
  async renderImage({ query }, req) {
    return { data: await viewerImage(query.ID, req.headers.authorization) };
  },
  async getSpeciesVideo() {
    return { data: await speciesVideo() };
  },
});
