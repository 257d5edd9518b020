import {
  AccessCodeListQuery,
  AccessCodeQuery,
  COUNTRIES,
  GenerateAccessCodeRequest,
  RegistrationMsg,
  ValidateCountryMobileRequest,
  ValidateZipCodeRequest,
} from '@beewatch/shared';
import { actorOf, type Operation } from '../lib/http.js';
import { accessCodeList, generateAccessCode } from './registration-admin.js';
import { checkMobile, checkPostCode, requireCountry, requireCountryNamed } from './registration-checks.js';
import { accessCodeDetails, register, RegistrationBody } from './registration-service.js';

/** Operations of the account area for registration (issue 3), keyed by the route table's operation names. */
export const registrationOperations: Record<string, Operation> = {
  async getUserDetailsByAccessCode(req) {
    return { data: await accessCodeDetails(req.query(AccessCodeQuery).AccessCode) };
  },
  async getCountryList() {
    return { data: COUNTRIES.map(({ Value, Text }) => ({ Value, Text })) };
  },
  async validateZipCode(req) {
    const { ZipCode, CountryName } = req.body(ValidateZipCodeRequest);
    return { data: checkPostCode(requireCountryNamed(CountryName), ZipCode) };
  },
  async validateCountryMobile(req) {
    const { CountryId, Mobile } = req.body(ValidateCountryMobileRequest);
    return { data: checkMobile(requireCountry(CountryId), Mobile) };
  },
  async register(req) {
    return { data: await register(req.body(RegistrationBody)), ErrorMessage: RegistrationMsg.registered };
  },
  async accessCodeList(req) {
    const { RecordPerPage, NextToken } = req.query(AccessCodeListQuery);
    const page = await accessCodeList(RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async generateAccessCode(req) {
    const code = await generateAccessCode(actorOf(req), req.body(GenerateAccessCodeRequest));
    return { data: code, ErrorMessage: RegistrationMsg.accessCodeGenerated };
  },
};
