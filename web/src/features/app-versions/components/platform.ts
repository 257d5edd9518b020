import { APP_PLATFORM_VALUES } from '@beewatch/shared';

/** i18n key of an app platform (spec §3: {product} 1, BeeWatch 2, Web 8). */
export const platformKey = (value: number) =>
  (APP_PLATFORM_VALUES as readonly number[]).includes(value)
    ? `appVersions.platform.p${value}`
    : 'appVersions.platform.other';
export { APP_PLATFORM_VALUES };

/** File size for people: KB or MB, one decimal. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
