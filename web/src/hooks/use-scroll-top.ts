import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page opened by a link, a menu item or a form starts at its top: in a single-page app the
 * browser keeps the last page's scroll position, so a phone user who saved a long form would land
 * halfway down the list it returns to, below the banner that says what the save did. Back and
 * forward (POP) leave the position to the browser. A change of the query alone (a filter, a page
 * of a list) keeps the position.
 */
export function useScrollTopOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
