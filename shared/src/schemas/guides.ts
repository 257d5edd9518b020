import * as z from 'zod/mini';
import { withTextNumbers } from './text-fields.js';
import { Role } from '../enums.js';
import { GuideMsg } from '../catalogues/guides.js';

export { GuideMsg };

/**
 * Language ids of the user guide (spec §2.1 home/userguideapp/{RoleID}/{LanguageID}/…; the spec
 * gives no values): 1 English, 2 French — documented in the README and the apps' contract.
 */
export const GuideLanguage = { en: 1, fr: 2 } as const;
export type GuideLanguageId = (typeof GuideLanguage)[keyof typeof GuideLanguage];
export const GUIDE_LANGUAGE_IDS = [1, 2] as const;
export function guideLanguageOf(lang: string): GuideLanguageId {
  return lang.startsWith('fr') ? GuideLanguage.fr : GuideLanguage.en;
}

/** Limits of one guide item, characters (ours: the header is one accordion line). */
export const GUIDE_HEADER_MAX = 200;
export const GUIDE_DETAILS_MAX = 20_000;

const ROLE_IDS = Object.values(Role) as number[];
const roleId = z.number({ error: GuideMsg.unknownRole }).check(
  z.int(GuideMsg.unknownRole),
  z.refine((v) => ROLE_IDS.includes(v), GuideMsg.unknownRole),
);
const languageId = z.number({ error: GuideMsg.unknownLanguage }).check(
  z.int(GuideMsg.unknownLanguage),
  z.refine((v): v is GuideLanguageId => (GUIDE_LANGUAGE_IDS as readonly number[]).includes(v), {
    message: GuideMsg.unknownLanguage,
  }),
);

/** One accordion item (spec §3 "User guide item": DetailsID, LinkHeader, LinkDetails (HTML)). */
export const GuideItem = z.object({
  DetailsID: z.string(),
  LinkHeader: z.string(),
  /** HTML, already sanitized by the server's allow-list when stored. */
  LinkDetails: z.string(),
  SortOrder: z.number().check(z.int()),
});
export type GuideItem = z.infer<typeof GuideItem>;

/**
 * GET common/GetUserGuide (public; spec §7.2 'User guide list: RoleID, 2, LanguageID, false'):
 * any role or language id answers — one without items answers an empty list ('No instruction
 * found'); ids must be whole numbers.
 */
export const UserGuideQuery = z.object({
  RoleID: z.coerce
    .number({ error: GuideMsg.unknownRole })
    .check(z.int(GuideMsg.unknownRole), z.gte(1), z.lte(9999)),
  LanguageID: z.coerce
    .number({ error: GuideMsg.unknownLanguage })
    .check(z.int(GuideMsg.unknownLanguage), z.gte(1), z.lte(99)),
});
export type UserGuideQuery = z.input<typeof UserGuideQuery>;
/** GET admin/UserGuideList: a known role and language. */
export const AdminGuideQuery = z.object({
  RoleID: z.pipe(z.coerce.number(), roleId),
  LanguageID: z.pipe(z.coerce.number(), languageId),
});
/** data of common/GetUserGuide: the items inside ObjDetails (spec §3), in SortOrder. */
export const UserGuideData = z.object({
  RoleID: z.number().check(z.int()),
  LanguageID: z.number().check(z.int()),
  ObjDetails: z.array(GuideItem),
});
export type UserGuideData = z.infer<typeof UserGuideData>;

/** The admin's row: the item plus who changed it last. */
export const GuideAdminItem = z.extend(GuideItem, {
  RoleID: z.number().check(z.int()),
  LanguageID: z.number().check(z.int()),
  UpdatedAt: z.string(),
  UpdatedBy: z.string(),
});
export type GuideAdminItem = z.infer<typeof GuideAdminItem>;

/** POST admin/DeleteUserGuide body (JSON numbers). */
export const GuideItemKey = z.object({
  RoleID: roleId,
  LanguageID: languageId,
  DetailsID: z.string().check(z.trim(), z.regex(/^[0-9A-Za-z]{1,40}$/, GuideMsg.notFound)),
});
export type GuideItemKey = z.input<typeof GuideItemKey>;

/** GET admin/FetchUserGuideItem: the same key read from the query string. */
export const GuideItemKeyQuery = z.extend(GuideItemKey, {
  RoleID: z.pipe(z.coerce.number(), roleId),
  LanguageID: z.pipe(z.coerce.number(), languageId),
});

/** POST admin/SaveUserGuide: add (no DetailsID) or edit; LinkDetails is sanitized before it is stored. */
export const SaveGuideForm = z.object({
  DetailsID: z.optional(z.string().check(z.trim(), z.regex(/^[0-9A-Za-z]{1,40}$/, GuideMsg.notFound))),
  RoleID: roleId,
  LanguageID: languageId,
  LinkHeader: z
    .string()
    .check(z.trim(), z.minLength(1, GuideMsg.headerRequired), z.maxLength(GUIDE_HEADER_MAX)),
  LinkDetails: z.string().check(
    z.maxLength(GUIDE_DETAILS_MAX),
    z.refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, GuideMsg.detailsRequired),
  ),
  SortOrder: z._default(z.number().check(z.int(), z.gte(0), z.lte(999)), 0),
});

/** The admin guide editor's form: role, language and order read from their controls. */
export const SaveGuideFields = withTextNumbers(SaveGuideForm, ['RoleID', 'LanguageID', 'SortOrder']);
export type SaveGuideForm = z.input<typeof SaveGuideFields>;
