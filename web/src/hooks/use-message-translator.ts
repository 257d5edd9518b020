import { useEffect, useState } from 'react';
import { messageKeysLoaded, translateMessage } from '@/lib/i18n';

/**
 * translateMessage once the message catalogues are loaded (a chunk of their own, which the login
 * page's first load leaves out; any form or API call has loaded them already). Loads them once
 * `needed` (e.g. a message is to be shown); undefined until then.
 */
export function useMessageTranslator(needed = true): typeof translateMessage | undefined {
  const [ready, setReady] = useState(messageKeysLoaded);
  useEffect(() => {
    if (ready || !needed) return;
    let live = true;
    void import('@/lib/message-catalogue').then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready, needed]);
  return ready ? translateMessage : undefined;
}
