import * as z from 'zod/mini';
import { EMAIL_PATTERN, pageFields } from './field-schemas.js';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from '../constants.js';
import { Responsibility } from '../enums.js';
import { CategoryId } from './tracking.js';
import { CategoryMsg } from '../catalogues/category.js';

export { CategoryMsg };

/** Escalation channel of an activity (spec §4: phone 1, email 2; WeWatchOfficer selects 3). */
export const EscalateBy = { Phone: 1, Email: 2, WeWatchOfficer: 3 } as const;
/** Most recipients of one category (ours; the escalation bench measures a category with this many). */
export const CATEGORY_RECIPIENTS_MAX = 100;
/** Longest activity notes, characters (ours). */
export const ACTIVITY_NOTES_MAX = 500;

export { EMAIL_PATTERN };
/** E.164 phone number, for SMS through SNS. */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

/** Add-category step (spec §5): name ≤ 100 and description, both required. */
export const CategoryBasics = z.object({
  Name: z.string().check(z.trim(), z.minLength(1, CategoryMsg.enterName), z.maxLength(CATEGORY_NAME_MAX)),
  Description: z
    .string()
    .check(z.trim(), z.minLength(1, CategoryMsg.enterDescription), z.maxLength(CATEGORY_DESCRIPTION_MAX)),
});

/** One escalation recipient (spec §3: Name, FeedData = email; phone ours for SMS). */
export const Recipient = z.object({
  Name: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  Email: z._default(
    z.union([
      z.string().check(z.trim(), z.maxLength(100), z.regex(EMAIL_PATTERN, CategoryMsg.validEmail)),
      z.literal(''),
    ]),
    '',
  ),
  Phone: z._default(
    z.union([
      z.string().check(z.trim(), z.maxLength(20), z.regex(PHONE_PATTERN, CategoryMsg.validPhone)),
      z.literal(''),
    ]),
    '',
  ),
});
export type Recipient = z.infer<typeof Recipient>;

const ResponsibilityValue = z.union(
  Object.values(Responsibility).map((v) => z.literal(v)) as [
    z.ZodMiniLiteral<1>,
    z.ZodMiniLiteral<2>,
    z.ZodMiniLiteral<3>,
    z.ZodMiniLiteral<4>,
    z.ZodMiniLiteral<5>,
    z.ZodMiniLiteral<6>,
  ],
);

/**
 * The category with its activity, as AddEditCategory takes it and FetchDataForEditCategory
 * returns it (spec §3 "Category/activity", §4 responsibility rules, §5 activity save).
 * Responsibility is the resolved one (WeWatch with WeWatchOfficer is WeWatch, 6).
 * EscalateByInt: 1 phone (SMS), 2 email, 3 WeWatchOfficer (email and the portal app).
 * Map/Image/Notes: what the escalation message includes (the how-options).
 */
export const CategoryActivity = z
  .extend(CategoryBasics, {
    CategoryID: z.nullish(CategoryId),
    ActivityNotes: z._default(z.string().check(z.trim(), z.maxLength(ACTIVITY_NOTES_MAX)), ''),
    Responsibility: z.nullish(ResponsibilityValue),
    EscalateByInt: z.nullish(z.union([z.literal(1), z.literal(2), z.literal(3)])),
    AudibleDesktopAlarm: z._default(z.boolean(), false),
    Map: z._default(z.boolean(), false),
    Image: z._default(z.boolean(), false),
    Notes: z._default(z.boolean(), false),
    Recipients: z._default(z.array(Recipient).check(z.maxLength(CATEGORY_RECIPIENTS_MAX)), []),
  })
  .check(
    z.superRefine((c, ctx) => {
      if (!c.Responsibility) {
        ctx.addIssue({ code: 'custom', path: ['Responsibility'], message: CategoryMsg.selectRecipients });
        return;
      }
      if (c.Responsibility === Responsibility.Controller) return;
      const by =
        c.EscalateByInt ?? (c.Responsibility === Responsibility.Police ? EscalateBy.Phone : EscalateBy.Email);
      if (c.Responsibility === Responsibility.Police && by !== EscalateBy.Phone)
        ctx.addIssue({ code: 'custom', path: ['EscalateByInt'], message: CategoryMsg.policePhoneOnly });
      c.Recipients.forEach((r, i) => {
        if (by === EscalateBy.Phone && !r.Phone)
          ctx.addIssue({ code: 'custom', path: ['Recipients', i, 'Phone'], message: CategoryMsg.enterPhone });
        if (by !== EscalateBy.Phone && !r.Email)
          ctx.addIssue({ code: 'custom', path: ['Recipients', i, 'Email'], message: CategoryMsg.enterEmail });
      });
      if (!c.Map && !c.Image && !c.Notes)
        ctx.addIssue({ code: 'custom', path: ['Map'], message: CategoryMsg.selectWhatAppears });
    }),
  );
export type CategoryActivityInput = z.input<typeof CategoryActivity>;
export type CategoryActivity = z.output<typeof CategoryActivity>;

/**
 * A stored category with its activity as FetchDataForEditCategory returns it: the activity's
 * fields without its cross-field rules, so a category saved before it had an activity (no
 * responsibility) still opens for editing.
 */
export const CategoryActivityData = z.object(CategoryActivity.shape);

/** A row of the category list (spec §2.7: Name, Description, Recipient Name, Recipient Email). */
export const CategoryRow = z.object({
  CategoryID: CategoryId,
  Name: z.string(),
  Description: z.string(),
  RecipientName: z.string(),
  RecipientEmail: z.string(),
  RecipientCount: z.number().check(z.int()),
});
export type CategoryRow = z.infer<typeof CategoryRow>;

/** Query of admin/CategoryList: 15 a page by name, continued with NextToken (spec §9). */
export const CategoryListQuery = z.object(pageFields(15));

/** Query of FetchDataForEditCategory / DeleteCategory. */
export const CategoryIdQuery = z.object({ CategoryID: CategoryId });

/** One escalation message that went out, or tried to (recipient, channel, time, result). */
export const EscalationSendRow = z.object({
  Channel: z.enum(['email', 'sms']),
  Address: z.string(),
  RecipientName: z.string(),
  Status: z.enum(['sending', 'sent', 'failed']),
  Attempts: z.number().check(z.int()),
  UpdatedAt: z.string(),
  Error: z.nullable(z.string()),
});
export type EscalationSendRow = z.infer<typeof EscalationSendRow>;
