import { ApiMsg, Msg } from './messages.js';
import { SecurityMsg } from './catalogues/account-security.js';
import { AppVersionMsg } from './catalogues/app-versions.js';
import { BeekeeperMsg } from './catalogues/beekeeper.js';
import { CategoryMsg } from './catalogues/category.js';
import { ColonyMsg } from './catalogues/colonies.js';
import { CoordinationMsg } from './catalogues/coordination.js';
import { DomainMsg } from './catalogues/domains.js';
import { GuideMsg } from './catalogues/guides.js';
import { InspectionMsg } from './catalogues/inspections.js';
import { MessageMsg } from './catalogues/messages.js';
import { OutreachMsg } from './catalogues/outreach.js';
import { PesticideMsg } from './catalogues/pesticides.js';
import { ProfileMsg } from './catalogues/profile.js';
import { PublicPageMsg } from './catalogues/public-pages.js';
import { RecoveryMsg } from './catalogues/recovery.js';
import { RegistrationMsg } from './catalogues/registration.js';
import { SprayNetMsg } from './catalogues/spray-network.js';
import { SwarmMsg } from './catalogues/swarm.js';
import { TrackingHistoryMsg } from './catalogues/tracking-history.js';
import { UserMsg } from './catalogues/users.js';

/**
 * Every catalogue of user-facing messages, by name: each maps a stable key to the exact English
 * text (spec §5, §8 verbatim where the spec names the message). The envelope's `MessageKey` is
 * `<catalogue>.<key>`; the web shows `messages.<catalogue>.<key>` from its locale files. A feature
 * adds its `<Feature>Msg` record here, one line. Catalogues live in `catalogues/`, apart from the
 * schemas, so the web's first page can key messages without loading every feature's schemas.
 */
export const MESSAGE_CATALOGUES = {
  msg: Msg,
  api: ApiMsg,
  category: CategoryMsg,
  registration: RegistrationMsg,
  recovery: RecoveryMsg,
  profile: ProfileMsg,
  security: SecurityMsg,
  swarm: SwarmMsg,
  message: MessageMsg,
  guide: GuideMsg,
  appVersion: AppVersionMsg,
  publicPage: PublicPageMsg,
  domain: DomainMsg,
  pesticide: PesticideMsg,
  coordination: CoordinationMsg,
  outreach: OutreachMsg,
  trackingHistory: TrackingHistoryMsg,
  colony: ColonyMsg,
  user: UserMsg,
  inspection: InspectionMsg,
  sprayNet: SprayNetMsg,
  beekeeper: BeekeeperMsg,
} as const satisfies Record<string, Record<string, string>>;

let keyOfText: Map<string, string> | undefined;

/**
 * The stable key (`<catalogue>.<key>`) of an English message, or undefined for text no catalogue
 * holds. Where two catalogues hold the same text, the first listed wins (same words, same key).
 */
export function messageKeyOf(text: string): string | undefined {
  if (!keyOfText) {
    keyOfText = new Map();
    for (const [name, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
      for (const [key, english] of Object.entries(catalogue as Record<string, string>)) {
        if (!keyOfText.has(english)) keyOfText.set(english, `${name}.${key}`);
      }
    }
  }
  return keyOfText.get(text.trim());
}
