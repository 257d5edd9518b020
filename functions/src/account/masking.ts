/**
 * How the code popups show where a code went: one rule for every popup, enough for the user to
 * recognise their own address, not enough to harvest it.
 */

/** `admin@bee.watch.local` → `ad***@bee.watch.local`: the first two characters, a fixed `***` (hiding the length) and the domain. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** `+447400100123` → `**********123`: the last three digits only. */
export function maskMobile(mobile: string): string {
  return mobile.replace(/.(?=.{3})/g, '*');
}
