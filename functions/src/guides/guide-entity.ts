/** The user guide item entity of the content table: `GUIDE#<RoleID>#<LanguageID>` / `ITEM#<DetailsID>`. */
export const guidePartition = (roleId: number, languageId: number) => `GUIDE#${roleId}#${languageId}`;
/** Sort-key prefix of a guide's items. */
export const GUIDE_ITEM_PREFIX = 'ITEM#';
export const guideItemKey = (roleId: number, languageId: number, detailsId: string) => ({
  pk: guidePartition(roleId, languageId),
  sk: `${GUIDE_ITEM_PREFIX}${detailsId}`,
});
