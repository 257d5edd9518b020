import * as API from '@beewatch/shared/api';
import { Msg } from '@beewatch/shared';
import * as categories from '../categories/service.js';
import { actorOf, areaHandler } from '../lib/http.js';

/** Lambda of the categories area: the controller's category list calls of spec §7.1. */
export const handler = areaHandler(API.categories, {
  async categoryList({ query }) {
    const page = await categories.categoryList(query.RecordPerPage, query.NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async addEditCategory({ body }, req) {
    const saved = await categories.addEditCategory(actorOf(req), body);
    return {
      data: { CategoryID: saved.CategoryID },
      ErrorMessage: saved.created ? 'Category added' : 'Category updated',
    };
  },
  async fetchDataForEditCategory({ query }) {
    return { data: await categories.fetchForEdit(query.CategoryID) };
  },
  async deleteCategory({ query }) {
    await categories.deleteCategory(query.CategoryID);
    return { data: null, ErrorMessage: Msg.dataDeleted };
  },
});
