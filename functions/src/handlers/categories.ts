import { CategoryActivity, CategoryIdQuery, CategoryListQuery } from '@beewatch/shared';
import * as categories from '../categories/service.js';
import { actorOf, areaHandler } from '../lib/http.js';

/** Lambda of the categories area: the controller's category list calls of spec §7.1. */
export const handler = areaHandler('categories', {
  async categoryList(req) {
    const { RecordPerPage, NextToken } = req.query(CategoryListQuery);
    const page = await categories.categoryList(RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async addEditCategory(req) {
    const saved = await categories.addEditCategory(actorOf(req), req.body(CategoryActivity));
    return {
      data: { CategoryID: saved.CategoryID },
      ErrorMessage: saved.created ? 'Category added' : 'Category updated',
    };
  },
  async fetchDataForEditCategory(req) {
    return { data: await categories.fetchForEdit(req.query(CategoryIdQuery).CategoryID) };
  },
  async deleteCategory(req) {
    await categories.deleteCategory(req.query(CategoryIdQuery).CategoryID);
    return { data: null, ErrorMessage: 'Data deleted' };
  },
});
