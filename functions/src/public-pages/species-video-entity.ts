import * as z from 'zod/mini';

/**
 * The species video configuration entity of the content table: one item, pk `CONFIG`, sk
 * `SPECIES_VIDEO`, so the source is configured per deployment without a code change — either a
 * clip in the media bucket (`VideoKey`) or an external https address (`ExternalUrl`, e.g. a
 * CDN). Captions are WebVTT files in the bucket.
 */
export const SpeciesVideoConfig = z
  .object({
    VideoKey: z.optional(z.string().check(z.regex(/^video\/[A-Za-z0-9/_.-]+$/))),
    ExternalUrl: z.optional(z.string().check(z.url(), z.startsWith('https://'))),
    ContentType: z._default(z.string(), 'video/mp4'),
    Captions: z.array(
      z.object({
        Language: z.string(),
        Label: z.string(),
        Key: z.string().check(z.regex(/^video\/[A-Za-z0-9/_.-]+\.vtt$/)),
      }),
    ),
  })
  .check(
    z.refine((c) => Boolean(c.VideoKey) !== Boolean(c.ExternalUrl), 'exactly one of VideoKey, ExternalUrl'),
  );
export type SpeciesVideoConfig = z.infer<typeof SpeciesVideoConfig>;

/** The key of the configuration item. */
export const speciesVideoConfigKey = () => ({ pk: 'CONFIG', sk: 'SPECIES_VIDEO' });

/** The configuration as stored. @throws ZodError when it is not a valid configuration. */
export const speciesVideoConfigItemOf = (config: SpeciesVideoConfig) => ({
  ...speciesVideoConfigKey(),
  ...SpeciesVideoConfig.parse(config),
});

/** The configuration of an item, or undefined when there is none or it is not valid. */
export const parseSpeciesVideoConfig = (item: unknown): SpeciesVideoConfig | undefined => {
  const parsed = SpeciesVideoConfig.safeParse(item ?? {});
  return parsed.success ? parsed.data : undefined;
};
