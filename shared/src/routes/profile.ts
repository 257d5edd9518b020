import * as z from 'zod/mini';
import {
  AccessCodeDetails,
  AccessCodeQuery,
  ConfirmEmailChangeRequest,
  CountryItem,
  RegistrationBody,
  RegistrationResult,
  SendUnsubscribeEmailRequest,
  UnsubscribeRequest,
  UpdateProfileRequest,
  UserDetail,
  ValidateCountryMobileRequest,
  ValidateZipCodeRequest,
  ValidationResult,
} from '../schemas/index.js';
import { defineRoutes, NO_DATA, SIGNED_IN } from './define.js';

/**
 * The profile area (spec §4.3, §7.2): registration by access code with its post-code and mobile
 * checks, My Profile with its e-mail change, and unsubscribe: a user's own record, never another's.
 */
export const PROFILE = defineRoutes('profile', {
  getUserDetailsByAccessCode: {
    method: 'GET',
    path: 'common/GetUserDetailsByAccessCode',
    roles: 'public',
    query: AccessCodeQuery,
    response: AccessCodeDetails,
  },
  getCountryList: {
    method: 'GET',
    path: 'common/GetCountryList',
    roles: 'public',
    response: z.array(CountryItem),
  },
  validateZipCode: {
    method: 'POST',
    path: 'common/ValidateZipCode',
    roles: 'public',
    body: ValidateZipCodeRequest,
    response: ValidationResult,
  },
  validateCountryMobile: {
    method: 'POST',
    path: 'common/ValidateCountryMobile',
    roles: 'public',
    body: ValidateCountryMobileRequest,
    response: ValidationResult,
  },
  register: {
    method: 'POST',
    path: 'account/Register',
    roles: 'public',
    body: RegistrationBody,
    response: RegistrationResult,
  },
  getUserDetail: { method: 'GET', path: 'account/GetUserDetail', roles: SIGNED_IN, response: UserDetail },
  updateProfile: {
    method: 'POST',
    path: 'account/UpdateProfile',
    roles: SIGNED_IN,
    body: UpdateProfileRequest,
    response: UserDetail,
  },
  confirmEmailChange: {
    method: 'POST',
    path: 'account/ConfirmEmailChange',
    roles: SIGNED_IN,
    body: ConfirmEmailChangeRequest,
    response: UserDetail,
  },
  sendUnsubscribeEmail: {
    method: 'POST',
    path: 'account/SendUnsubscribeEmail',
    roles: 'public',
    body: SendUnsubscribeEmailRequest,
    response: NO_DATA,
  },
  unsubscribe: {
    method: 'POST',
    path: 'account/Unsubscribe',
    roles: 'public',
    body: UnsubscribeRequest,
    response: NO_DATA,
  },
});
