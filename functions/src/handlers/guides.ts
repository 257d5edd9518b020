import * as API from '@beewatch/shared/api';
import * as guides from '../guides/service.js';
import { actorOf, areaHandler } from '../lib/http.js';

/** Lambda of the user guides area: reading, listing, saving and deleting guide items. */
export const handler = areaHandler(API.guides, {
  async getUserGuide({ query }) {
    return { data: await guides.userGuide(query.RoleID, query.LanguageID) };
  },
  async userGuideList({ query }) {
    return { data: await guides.adminGuideList(query.RoleID, query.LanguageID) };
  },
  async fetchUserGuideItem({ query }) {
    return { data: await guides.guideItem(query.RoleID, query.LanguageID, query.DetailsID) };
  },
  async saveUserGuide({ body }, req) {
    return { data: await guides.saveGuideItem(body, actorOf(req).userName) };
  },
  async deleteUserGuide({ body }) {
    await guides.removeGuideItem(body.RoleID, body.LanguageID, body.DetailsID);
    return { data: null };
  },
});
