import { GuideMsg, SaveGuideForm, type GuideAdminItem, type UserGuideData } from '@beewatch/shared';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { deleteGuideItem, getGuideItem, listGuide, putGuideItem } from './repository.js';
import { sanitizeGuideHtml } from './sanitize.js';

/** The public guide of a role and language (home/userguide, home/userguideapp; spec §3 ObjDetails). */
export async function userGuide(roleId: number, languageId: number): Promise<UserGuideData> {
  const items = await listGuide(roleId, languageId);
  return {
    RoleID: roleId,
    LanguageID: languageId,
    // Sanitized again on the way out: an item written around the service (a restore, a script)
    // still never reaches a page with markup outside the allow-list.
    ObjDetails: items.map(({ DetailsID, LinkHeader, LinkDetails, SortOrder }) => ({
      DetailsID,
      LinkHeader,
      LinkDetails: sanitizeGuideHtml(LinkDetails),
      SortOrder,
    })),
  };
}

/** The admin's list of one role and language (admin/userguide). */
export function adminGuideList(roleId: number, languageId: number): Promise<GuideAdminItem[]> {
  return listGuide(roleId, languageId);
}

export async function guideItem(
  roleId: number,
  languageId: number,
  detailsId: string,
): Promise<GuideAdminItem> {
  const item = await getGuideItem(roleId, languageId, detailsId);
  if (!item) throw new NotFoundError(GuideMsg.notFound);
  return item;
}

/**
 * Adds or edits an item (admin/adduserguide). The HTML is sanitized before it is stored; an
 * item whose details are empty after sanitizing is refused (400). Editing a missing item → 404.
 */
export async function saveGuideItem(
  form: z.output<typeof SaveGuideForm>,
  by: string,
  now = new Date(),
): Promise<GuideAdminItem> {
  const LinkDetails = sanitizeGuideHtml(form.LinkDetails);
  if (!LinkDetails.replace(/<[^>]*>/g, '').trim()) throw new ValidationError(GuideMsg.detailsRequired);
  const item: GuideAdminItem = {
    DetailsID: form.DetailsID ?? ulid(),
    RoleID: form.RoleID,
    LanguageID: form.LanguageID,
    LinkHeader: form.LinkHeader,
    LinkDetails,
    SortOrder: form.SortOrder,
    UpdatedAt: now.toISOString(),
    UpdatedBy: by,
  };
  const ok = await putGuideItem(item, form.DetailsID ? 'update' : 'create');
  if (!ok) throw new NotFoundError(GuideMsg.notFound);
  return item;
}

export async function removeGuideItem(roleId: number, languageId: number, detailsId: string): Promise<void> {
  if (!(await deleteGuideItem(roleId, languageId, detailsId))) throw new NotFoundError(GuideMsg.notFound);
}
