import * as z from 'zod/mini';

/**
 * JSON bodies are parsed strictly: a number field takes a JSON number only ("010", true and []
 * are refused, never coerced). Text is turned into numbers only where the value really is text:
 * query strings (their schemas use z.coerce) and the web's HTML form controls (the form variants
 * built here, whose output — numbers — is what the web then posts).
 */

/**
 * zod's classic `z.preprocess`, which zod/mini leaves out: `fn` maps the raw input (unknown) and
 * `schema` parses what it returns. Same pipe as the classic API builds (transform, then schema).
 */
export function preprocess<U extends z.core.SomeType>(fn: (value: unknown) => unknown, schema: U) {
  return z.pipe(z.transform(fn), schema as never) as unknown as z.ZodMiniPipe<
    z.ZodMiniTransform<unknown, unknown>,
    U
  >;
}

/**
 * `schema` read from text: a string is read as a number first, as z.coerce does ('' → 0, so an
 * empty select fails the field's own rule with its message, and the form's other rules still run).
 */
export function fromText<T extends z.core.SomeType>(schema: T) {
  return preprocess((v) => (typeof v === 'string' ? Number(v) : v), schema);
}

/**
 * The web form of a strict JSON body schema: the named number fields are read from their form
 * control's text (fromText); every other rule, refinements included, is the body's own.
 */
export function withTextNumbers<S extends z.core.$ZodShape, K extends keyof S & string>(
  schema: z.ZodMiniObject<S>,
  keys: readonly K[],
) {
  const shape = Object.fromEntries(keys.map((k) => [k, fromText(schema.shape[k]!)]));
  // safeExtend keeps the body's refinements; its shape check cannot follow the mapped keys.
  return z.safeExtend(schema, shape as never) as unknown as z.ZodMiniObject<
    Omit<S, K> & { [P in K]: ReturnType<typeof fromText<S[P]>> }
  >;
}
