import { changePassword, getMe, requestEmailVerification, type Shopper, updateProfile } from '@juicyin/contract';
import { fixtures, handlers, mockEndpoint, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import { POINTS_FOR_EMAIL_VERIFIED } from '@juicyin/domain';

/** The profile's shoppers: the fixture (e-mail not verified), and the same shopper verified. */
export const shopper: Shopper = fixtures.shopper;
export const verifiedShopper: Shopper = {
  ...fixtures.shopper,
  emailVerified: true,
  points: fixtures.shopper.points + POINTS_FOR_EMAIL_VERIFIED,
};

/** A shopper signed in as `who`, whose profile saves as `saved` (default: unchanged). */
export function signedInAs(who: Shopper, saved: Shopper = who) {
  return [
    mockEndpoint(getMe, who),
    mockEndpoint(updateProfile, saved),
    ...handlers.account.signedIn,
    ...handlers.bag.full,
  ];
}

const invalid = 'The request is not valid; see the field messages';

/** The profile's scenarios beyond the signed-in shopper (each goes before `signedInAs`). */
export const profileHandlers = {
  /** `PATCH /api/me` refuses the mobile number, as the API does (400, the field's message). */
  badMobile: [
    mockEndpointError(updateProfile, 400, {
      code: 'invalid_input',
      message: invalid,
      fields: { mobile: 'Enter a Saudi mobile number like 05X XXX XXXX' },
    }),
  ],
  /** `POST /api/me/password` refuses a common password, as the API does. */
  commonPassword: [
    mockEndpointError(changePassword, 400, {
      code: 'invalid_input',
      message: invalid,
      fields: { newPassword: 'This password is too common; choose another' },
    }),
  ],
  saving: [mockEndpointPending(updateProfile)],
  loading: [mockEndpointPending(getMe)],
  error: [mockEndpointError(getMe, 500, { code: 'internal', message: 'Something went wrong on our side' })],
  verificationSent: [mockEndpoint(requestEmailVerification, undefined)],
};
