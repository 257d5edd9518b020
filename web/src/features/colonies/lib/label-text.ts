import { COLONY_LABEL_PATH } from '@beewatch/shared';

/** A token in groups of four for reading and typing (`abcd-efgh-…`); dashes are ignored when typed. */
export const groupedToken = (token: string) => token.match(/.{1,4}/g)?.join('-') ?? token;

/** The short form shown in tables: the first eight characters. */
export const shortToken = (token: string) => `${token.slice(0, 4)}-${token.slice(4, 8)}…`;

/** What a label's QR encodes: the colony page of this portal with the token. */
export const labelUrl = (token: string, origin = window.location.origin) =>
  `${origin}${COLONY_LABEL_PATH}?token=${token}`;
