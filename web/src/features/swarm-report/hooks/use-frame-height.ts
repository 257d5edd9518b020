import { useEffect, useState, type RefObject } from 'react';
import * as z from 'zod/mini';

/**
 * The message the framed swarm form posts to its host page whenever its height changes, so the
 * host can size the frame to the whole form (Notify included) without a scroll bar inside it.
 * The embed snippet (api-keys) and docs/embed-swarm-form.md listen for the same `type`.
 */
export const FRAME_HEIGHT_MESSAGE = 'beewatch:swarm-form-height';

/** `{ type, height }`: height in CSS pixels, a whole number (an absurd value is refused). */
export const FrameHeightMessage = z.object({
  type: z.literal(FRAME_HEIGHT_MESSAGE),
  height: z.number().check(z.int(), z.gte(1), z.lte(20_000)),
});
export type FrameHeightMessage = z.infer<typeof FrameHeightMessage>;

/** Space kept under the form inside the frame, CSS pixels (the page's bottom margin, 2rem). */
const BOTTOM_GAP_PX = 32;

/**
 * Where the host page is, to post to it alone: the frame's ancestor origin (Chromium, Safari),
 * else the origin of the page that loaded the frame (its referrer). With neither (a host that
 * sends no referrer, in Firefox) the message goes to any origin: it carries only a height, and
 * the page's CSP frame-ancestors lets only the portal and the key's allowed origin frame it.
 */
function hostOrigin(): string {
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    return new URL(document.referrer).origin;
  } catch {
    return '*';
  }
}

/**
 * While the page is framed, posts `{ type: FRAME_HEIGHT_MESSAGE, height }` to the host page each
 * time the height of `content` (with the space above it) changes — a ResizeObserver, so messages
 * appearing under fields, the second address line or the success banner resize the frame too.
 * Does nothing when the page is not in a frame.
 */
export function useReportFrameHeight(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = content.current;
    if (!el || window.parent === window) return;
    const target = hostOrigin();
    let last = 0;
    const post = () => {
      const height = Math.ceil(el.getBoundingClientRect().bottom + window.scrollY + BOTTOM_GAP_PX);
      if (height === last) return;
      last = height;
      const message: FrameHeightMessage = { type: FRAME_HEIGHT_MESSAGE, height };
      window.parent.postMessage(message, target);
    };
    const observer = new ResizeObserver(post);
    observer.observe(el);
    post();
    return () => observer.disconnect();
  }, [content]);
}

/**
 * The height a framed swarm form reports (host side: the test page), or undefined until it has
 * reported. Only messages from the portal's own origin and from this very frame count.
 */
export function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const parsed = FrameHeightMessage.safeParse(event.data);
      if (parsed.success) setHeight(parsed.data.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  return height;
}
