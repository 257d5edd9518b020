import { COUNTRIES, RegistrationMsg } from '@beewatch/shared';
import { actorOf } from '../lib/http.js';
import type { AccountOperations } from './account-operations.js';
import { accessCodeList, generateAccessCode } from '../account/registration/registration-admin.js';
import {
  checkMobile,
  checkPostCode,
  requireCountry,
  requireCountryNamed,
} from '../account/registration/registration-checks.js';
import { accessCodeDetails, register } from '../account/registration/registration-service.js';

/** Operations of the account area for registration, keyed by the route table's operation names. */
export const registrationOperations = {
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
  async accessCodeList({ query }) {
    const { RecordPerPage, NextToken } = query;
    const page = await accessCodeList(RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async generateAccessCode({ body }, req) {
    const code = await generateAccessCode(actorOf(req), body);
    return { data: code, ErrorMessage: RegistrationMsg.accessCodeGenerated };
  },
} satisfies Partial<AccountOperations>;
