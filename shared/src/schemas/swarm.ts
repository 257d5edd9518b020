import * as z from 'zod/mini';
import { position, pageFields } from './field-schemas.js';
import { preprocess, withTextNumbers } from './text-fields.js';
import { PAGE_SIZE } from '../constants.js';
import { SwarmStatus } from '../enums.js';
import { PresignedUpload } from './ingest.js';
import { SwarmMsg } from '../catalogues/swarm.js';

export { SwarmMsg };

/** Spec §9: swarm description maximum 250 characters. */
export const SWARM_DESCRIPTION_MAX = 250;
/** Our limits of the other free-text fields (the spec gives none); post code as registration (12). */
export const SWARM_MAX = { Name: 100, PostCode: 12, Address: 100, PhoneNo: 20, Other: 100 } as const;
/** Image types of spec §5 (extension jpg, jpeg, png) and their content types. */
export const SWARM_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const SWARM_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
/** Spec §5/§9: the message says 10 MB; the presigned POST enforces it. */
export const SWARM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many reports per API key and client address in SWARM_RATE_WINDOW_S (ours). */
export const SWARM_RATE_LIMIT = 10;
export const SWARM_RATE_WINDOW_S = 300;
/** Collection-area radius, km: default and the range a collector may choose (privacy policy: 10 km). */
export const COLLECTION_RADIUS_DEFAULT_KM = 10;
export const COLLECTION_RADIUS_MIN_KM = 1;
export const COLLECTION_RADIUS_MAX_KM = 10;
/** HTTP header carrying the API key (spec §2.1 'sent as a header token', §3 HeaderToken). */
export const SWARM_API_KEY_HEADER = 'HeaderToken';

/** TypeOption of spec §3: 1 bees, 2 wasps, 3 other. */
export const SwarmType = { Bees: 1, Wasps: 2, Other: 3 } as const;
/** BeeOption of spec §3: 1 inside, 2 outside a building structure. */
export const BeeOption = { Inside: 1, Outside: 2 } as const;

/** Is a file name one of the image extensions of spec §5 (case-insensitive)? */
export function isSwarmImageName(fileName: string): boolean {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (SWARM_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/** Content type of a swarm image by its extension, or undefined when not an accepted image. */
export function swarmImageContentType(
  fileName: string,
): (typeof SWARM_IMAGE_CONTENT_TYPES)[number] | undefined {
  if (!isSwarmImageName(fileName)) return undefined;
  return fileName.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg';
}

const text = (max: number, required?: string) =>
  required
    ? z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, SwarmMsg.textMax))
    : z.string().check(z.trim(), z.maxLength(max, SwarmMsg.textMax));

// Radio values arrive as strings from the web form and as numbers from API clients.
const option = <T extends readonly number[]>(values: T, message: string) =>
  preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z.number(message).check(z.refine((n) => values.includes(n), message)),
  );

/**
 * The swarm notification (spec §3 payload; the web form and API clients send it as JSON with the
 * API key in the HeaderToken header). Required: Name, PostCode, Address, PhoneNo, BeeOption and
 * Description (spec §5 lists 'Please enter Description'); Description at most 250; Other required
 * only for TypeOption 3 and cleared otherwise. CaptureImage of the spec is replaced by `Image`,
 * the content type of a photo the client uploads with the presigned POST it gets back (so no
 * image bytes go through the API), then confirms with ConfirmSwarmImage.
 */
export const SwarmReportRequest = z.pipe(
  z
    .object({
      Name: text(SWARM_MAX.Name, SwarmMsg.enterName),
      PostCode: text(SWARM_MAX.PostCode, SwarmMsg.enterPostCode),
      Address: text(SWARM_MAX.Address, SwarmMsg.enterAddress),
      Address2: z._default(z.optional(text(SWARM_MAX.Address)), ''),
      PhoneNo: text(SWARM_MAX.PhoneNo, SwarmMsg.enterPhone),
      Description: z
        .string(SwarmMsg.enterDescription)
        .check(
          z.trim(),
          z.minLength(1, SwarmMsg.enterDescription),
          z.maxLength(SWARM_DESCRIPTION_MAX, SwarmMsg.descriptionMax),
        ),
      TypeOption: z._default(option([1, 2, 3], SwarmMsg.selectType), SwarmType.Bees),
      Other: z._default(z.optional(text(SWARM_MAX.Other)), ''),
      BeeOption: option([1, 2], SwarmMsg.beeLocation),
      Image: z.nullish(z.enum(SWARM_IMAGE_CONTENT_TYPES, SwarmMsg.onlyImage)),
    })
    .check(
      z.refine((v) => v.TypeOption !== SwarmType.Other || Boolean(v.Other), {
        message: SwarmMsg.enterOther,
        path: ['Other'],
        // Shown with the other fields' messages, not only once they are all fixed.
        when: (payload) =>
          !payload.issues.some((i) => i.path?.[0] === 'TypeOption' || i.path?.[0] === 'Other'),
      }),
    ),
  z.transform((v) => ({ ...v, Other: v.TypeOption === SwarmType.Other ? v.Other : '' })),
);
export type SwarmReportRequest = z.input<typeof SwarmReportRequest>;
export type SwarmReport = z.output<typeof SwarmReportRequest>;

/**
 * Who has a notified report: the registered collectors whose areas cover it, or — when none
 * does — the local swarm coordinator (the reporter is told which).
 */
export const SwarmHandledBy = z.enum(['Collectors', 'Coordinator']);
export type SwarmHandledBy = z.infer<typeof SwarmHandledBy>;

/** The reporter's message once a report is notified: spec §5's when collectors were alerted. */
export const notifiedMessageOf = (handledBy: SwarmHandledBy) =>
  handledBy === 'Collectors' ? SwarmMsg.notified : SwarmMsg.withCoordinator;

/** Response data of SwarmAlertNotification: the report id and, when an image was announced, its upload. */
export const SwarmReportCreated = z.object({
  SwarmID: z.string(),
  /** True once collectors are being alerted (no image announced); else after ConfirmSwarmImage. */
  Notified: z.boolean(),
  /** Who has the report once notified; null while the photo is awaited. */
  HandledBy: z.nullable(SwarmHandledBy),
  Upload: z.nullable(PresignedUpload),
});
export type SwarmReportCreated = z.infer<typeof SwarmReportCreated>;

/** A swarm id (ULID). */
export const SwarmId = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid swarm id'));

/** Query of ConfirmSwarmImage and of the single-swarm calls. */
export const SwarmIdQuery = z.object({ ID: SwarmId });

/** Response data of ConfirmSwarmImage (and of a report sent without an image). */
export const SwarmNotified = z.object({
  SwarmID: z.string(),
  Notified: z.literal(true),
  HandledBy: SwarmHandledBy,
});

/** What the public form shows about its key (GET swarm/CheckApiKey). */
export const SwarmKeyInfo = z.object({ Owner: z.string() });

// ── API keys ──

/** A web origin (scheme://host[:port]); http only for localhost. */
const Origin = z.pipe(
  z.string(SwarmMsg.enterAllowedOrigin).check(
    z.trim(),
    z.minLength(1, SwarmMsg.enterAllowedOrigin),
    z.maxLength(200, SwarmMsg.validAllowedOrigin),
    z.refine((v) => {
      try {
        const u = new URL(v);
        const local = u.hostname === 'localhost' || u.hostname === '127.0.0.1';
        return (
          (u.protocol === 'https:' || (u.protocol === 'http:' && local)) &&
          u.origin === v.replace(/\/+$/, '') &&
          !u.username
        );
      } catch {
        return false;
      }
    }, SwarmMsg.validAllowedOrigin),
  ),
  z.transform((v) => new URL(v).origin),
);

/** POST admin/GenerateApiKey body: who the key is for, and the site allowed to frame the form. */
export const GenerateApiKeyRequest = z.object({
  Owner: z
    .string(SwarmMsg.enterOwner)
    .check(z.trim(), z.minLength(1, SwarmMsg.enterOwner), z.maxLength(100, SwarmMsg.textMax)),
  AllowedOrigin: Origin,
});
export type GenerateApiKeyRequest = z.input<typeof GenerateApiKeyRequest>;

/** An API key as the administrator's list shows it. Dates ISO 8601. */
export const ApiKeyRow = z.object({
  ApiKey: z.string(),
  Owner: z.string(),
  AllowedOrigin: z.string(),
  CreatedBy: z.string(),
  CreatedAt: z.string(),
  RevokedAt: z.nullable(z.string()),
  RevokedBy: z.nullable(z.string()),
});
export type ApiKeyRow = z.infer<typeof ApiKeyRow>;

/** An API key: `bwk_` + 32 base64url characters (192 random bits). */
export const ApiKeyValue = z.string().check(z.regex(/^bwk_[A-Za-z0-9_-]{32}$/, SwarmMsg.apiKeyUnknown));

/** POST admin/RevokeApiKey body. */
export const RevokeApiKeyRequest = z.object({ ApiKey: ApiKeyValue });

/** Paged list queries (15 a page, key-based paging). */
export const SwarmPageQuery = z.object(pageFields(PAGE_SIZE, 2000));

// ── collectors ──

/** POST beekeeper/SaveCollectionArea body: the centre post code and radius of the collection area. */
export const CollectionAreaRequest = z.object({
  PostCode: text(SWARM_MAX.PostCode, SwarmMsg.enterPostCode),
  RadiusKm: z._default(
    z
      .number(SwarmMsg.radiusRange)
      .check(
        z.int(SwarmMsg.radiusRange),
        z.gte(COLLECTION_RADIUS_MIN_KM, SwarmMsg.radiusRange),
        z.lte(COLLECTION_RADIUS_MAX_KM, SwarmMsg.radiusRange),
      ),
    COLLECTION_RADIUS_DEFAULT_KM,
  ),
});
/** The collection-area form: the radius read from its select. */
export const CollectionAreaFields = withTextNumbers(CollectionAreaRequest, ['RadiusKm']);
export type CollectionAreaRequest = z.input<typeof CollectionAreaFields>;

/** A collector's collection area (null data when none is set). */
export const CollectionArea = z.object({
  PostCode: z.string(),
  PlaceName: z.string(),
  ...position,
  RadiusKm: z.number(),
  UpdatedAt: z.string(),
});
export type CollectionArea = z.infer<typeof CollectionArea>;

/** A SwarmStatus value (spec §3: 1–7). */
export const SwarmStatusValue = z
  .number()
  .check(z.int(), z.gte(SwarmStatus.New), z.lte(SwarmStatus.ReNotify));

/** What every view of a swarm report shows: when, where (district and place only), what, its status. */
export const SwarmSummary = z.object({
  SwarmID: z.string(),
  CreatedAt: z.string(),
  District: z.string(),
  PlaceName: z.string(),
  Description: z.string(),
  TypeOption: z.number().check(z.int()),
  Other: z.string(),
  BeeOption: z.number().check(z.int()),
  Status: SwarmStatusValue,
});

/**
 * A swarm as an alerted collector sees it: where (district and place only), what, and whether it
 * is still open. The reporter's contact details are there only for the adopter (`Contact`).
 */
export const SwarmAlertRow = z.extend(SwarmSummary, {
  DistanceKm: z.number(),
  HasImage: z.boolean(),
  /** The caller adopted it. */
  AdoptedByMe: z.boolean(),
  /** Another collector adopted it (or it is closed). */
  Taken: z.boolean(),
  /** The caller adopted it once and gave it up (they cannot adopt it again). */
  GaveUp: z.boolean(),
});
export type SwarmAlertRow = z.infer<typeof SwarmAlertRow>;

/** The reporter's contact details (only for the adopter and the coordinator). */
export const SwarmContact = z.object({
  Name: z.string(),
  PostCode: z.string(),
  Address: z.string(),
  Address2: z.string(),
  PhoneNo: z.string(),
});
export type SwarmContact = z.infer<typeof SwarmContact>;

/** One swarm for a collector: the row, the contact when adopted by the caller, an image URL (300 s). */
export const SwarmAlertDetail = z.extend(SwarmAlertRow, {
  Contact: z.nullable(SwarmContact),
  ImageUrl: z.nullable(z.string()),
});
export type SwarmAlertDetail = z.infer<typeof SwarmAlertDetail>;

/** Statuses an adopter may set (see the transition rules of functions/src/swarm/status-rules.ts). */
export const AdopterStatus = z.union([
  z.literal(SwarmStatus.Unsuccessful),
  z.literal(SwarmStatus.Successful),
  z.literal(SwarmStatus.Abandoned),
  z.literal(SwarmStatus.Failed),
]);

/** POST beekeeper/UpdateSwarmStatus body. */
export const UpdateSwarmStatusRequest = z.object({
  SwarmID: SwarmId,
  Status: AdopterStatus,
});

/** One line of a swarm's status history. */
export const SwarmHistoryLine = z.object({
  Status: SwarmStatusValue,
  At: z.string(),
  By: z.nullable(z.string()),
});

/** How a notified swarm went on: the reporter's contact, who was alerted and adopted it, its history. */
export const swarmFollowUp = {
  Contact: SwarmContact,
  NotifiedCount: z.number().check(z.int()),
  AdoptedBy: z.nullable(z.string()),
  AdoptedByName: z.nullable(z.string()),
  AdoptedAt: z.nullable(z.string()),
  History: z.array(SwarmHistoryLine),
};

/** A swarm as the coordinator sees it (beewatchagent/swarmnotifications): everything. */
export const SwarmNotificationRow = z.extend(SwarmSummary, {
  HasImage: z.boolean(),
  /** none: sent without a photo; pending: photo not confirmed (not sent yet); checked; rejected (never sent). */
  ImageState: z.enum(['none', 'pending', 'checked', 'rejected']),
  ApiKeyOwner: z.string(),
  ReporterTold: z.boolean(),
  ...swarmFollowUp,
});
export type SwarmNotificationRow = z.infer<typeof SwarmNotificationRow>;

/** Response of GET swarm/GetSwarmImage: a presigned GET (MEDIA_URL_TTL_S). */
export const SwarmImageUrl = z.object({ Url: z.string() });
