import { ApiMsg, Msg } from './messages.js';
import {
  AppVersionMsg,
  BeekeeperMsg,
  CategoryMsg,
  ColonyMsg,
  CoordinationMsg,
  DomainMsg,
  OutreachMsg,
  TrackingHistoryMsg,
  GuideMsg,
  InspectionMsg,
  MessageMsg,
  PesticideMsg,
  ProfileMsg,
  PublicPageMsg,
  RecoveryMsg,
  RegistrationMsg,
  SecurityMsg,
  SprayNetMsg,
  SwarmMsg,
  UserMsg,
} from './schemas/index.js';

/**
 * Every catalogue of user-facing messages, by name: each maps a stable key to the exact English
 * text (spec §5, §8 verbatim where the spec names the message). The envelope's `MessageKey` is
 * `<catalogue>.<key>`; the web shows `messages.<catalogue>.<key>` from its locale files. A feature
 * adds its `<Feature>Msg` record here, one line.
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
