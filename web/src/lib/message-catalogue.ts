import { messageKeyOf } from '@beewatch/shared';
import { setMessageKeyLookup } from './i18n';

// translateMessage keys English texts by every feature's catalogue (shared/message-keys.ts) once
// this module is loaded: the API client and the form fields import it, as the texts come from them.
setMessageKeyLookup(messageKeyOf);
