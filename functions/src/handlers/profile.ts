import * as API from '@beewatch/shared/api';
import { COUNTRIES, RegistrationMsg } from '@beewatch/shared';
import { sendUnsubscribeEmail, unsubscribe } from '../account/erasure/unsubscribe-service.js';
import { confirmOwnEmailChange, getUserDetail, updateProfile } from '../account/profile/profile-service.js';
import {
  checkMobile,
  checkPostCode,
  requireCountry,
  requireCountryNamed,
} from '../account/registration/registration-checks.js';
import { accessCodeDetails, register } from '../account/registration/registration-service.js';
import { actorOf, areaHandler } from '../lib/http.js';
import { clientIpOf } from '../swarm/client-ip.js';

/**
 * Lambda of the profile area (spec §4.3, §7.2): registration by access code with its post-code
 * and mobile checks, My Profile and its e-mail change, and unsubscribe. Each acts on the
 * caller's own record (the actor, or the user an access code or a verification code names).
 */
export const handler = areaHandler(API.profile, {
  async getUserDetailsByAccessCode({ query }) {
    return { data: await accessCodeDetails(query.AccessCode) };
  },
  async getCountryList() {
    return { data: COUNTRIES.map(({ Value, Text }) => ({ Value, Text })) };
  },
  async validateZipCode({ body }) {
    const { ZipCode, CountryName } = body;
    return { data: checkPostCode(requireCountryNamed(CountryName), ZipCode) };
  },
  async validateCountryMobile({ body }) {
    const { CountryId, Mobile } = body;
    return { data: checkMobile(requireCountry(CountryId), Mobile) };
  },
  async register({ body }) {
    return { data: await register(body), ErrorMessage: RegistrationMsg.registered };
  },
  async getUserDetail(_input, req) {
    return { data: await getUserDetail(actorOf(req)) };
  },
  async updateProfile({ body }, req) {
    const actor = actorOf(req);
    return { data: await updateProfile(actor, body, clientIpOf(req)) };
  },
  async confirmEmailChange({ body }, req) {
    const { VerificationCode } = body;
    return { data: await confirmOwnEmailChange(actorOf(req), VerificationCode) };
  },
  async sendUnsubscribeEmail({ body }, req) {
    await sendUnsubscribeEmail(body.UserName, clientIpOf(req));
    return { data: null };
  },
  async unsubscribe({ body }) {
    const { UserName, VerificationCode } = body;
    await unsubscribe(UserName, VerificationCode);
    return { data: null };
  },
});
