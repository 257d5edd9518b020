import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a lazily loaded page may take to show its heading before focus is left alone. */
const WAIT_MS = 5000;

/**
 * After sign-in and after every page change, moves keyboard focus to the page's heading (the
 * first h1 inside `containerId`), so keyboard and screen-reader users start at the new content
 * (WCAG 2.4.3). Pages are lazy chunks, so it waits for the heading to appear; if the user has
 * moved focus meanwhile (opened the menu, tabbed into the header), focus stays where they put it.
 */
export function useFocusHeading(containerId: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    // Where focus was when the page changed: the followed link, the sign-in button, or nothing.
    const leftAt = document.activeElement;
    const userMovedFocus = () => {
      const now = document.activeElement;
      return now !== null && now !== document.body && now !== leftAt;
    };
    const focus = () => {
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      // A modal dialog keeps focus; it hands it to the heading when it closes.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return true;
      if (userMovedFocus()) return true;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [containerId, pathname]);
}
