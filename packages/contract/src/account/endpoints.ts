import { defineEndpoint } from '../endpoint.ts';
import { noContentSchema } from '../common/schemas.ts';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  notificationSettingsSchema,
  pointsSchema,
  profileBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  shopperSchema,
  tokenBodySchema,
  verifyEmailResponseSchema,
} from './schemas.ts';

export const register = defineEndpoint({
  id: 'register',
  method: 'POST',
  path: '/api/auth/register',
  tag: 'account',
  summary:
    'Create an account (credits 5 points), send the verification e-mail and sign in; an optional referral code records the friend who referred the shopper',
  body: registerBodySchema,
  response: sessionResponseSchema,
  successStatus: 201,
  errors: [{ status: 409, code: 'email_taken', description: 'An account with this e-mail exists' }],
});

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/api/auth/login',
  tag: 'account',
  summary: 'Sign in; remember me keeps the session 30 days, otherwise it lasts the browser session',
  body: loginBodySchema,
  response: sessionResponseSchema,
  errors: [
    { status: 401, code: 'invalid_credentials', description: 'Wrong e-mail or password' },
    { status: 429, code: 'too_many_attempts', description: 'Too many failed sign-ins; wait (Retry-After)' },
  ],
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/api/auth/logout',
  tag: 'account',
  summary: 'Sign out: ends the session',
  response: noContentSchema,
  successStatus: 204,
});

export const getMe = defineEndpoint({
  id: 'getMe',
  method: 'GET',
  path: '/api/me',
  tag: 'account',
  auth: true,
  summary: 'The signed-in shopper',
  response: shopperSchema,
});

export const updateProfile = defineEndpoint({
  id: 'updateProfile',
  method: 'PATCH',
  path: '/api/me',
  tag: 'account',
  auth: true,
  summary: 'Change profile fields; a new e-mail address needs verifying again',
  body: profileBodySchema,
  response: shopperSchema,
  errors: [{ status: 409, code: 'email_taken', description: 'Another account uses this e-mail' }],
});

export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'POST',
  path: '/api/me/password',
  tag: 'account',
  auth: true,
  summary: 'Change the password (ends the other sessions)',
  body: changePasswordBodySchema,
  response: noContentSchema,
  successStatus: 204,
  errors: [{ status: 403, code: 'wrong_password', description: 'The current password is wrong' }],
});

export const requestEmailVerification = defineEndpoint({
  id: 'requestEmailVerification',
  method: 'POST',
  path: '/api/me/verify-email',
  tag: 'account',
  auth: true,
  summary: 'Send the e-mail verification link again',
  response: noContentSchema,
  successStatus: 204,
  errors: [{ status: 409, code: 'already_verified', description: 'The e-mail address is verified' }],
});

export const verifyEmail = defineEndpoint({
  id: 'verifyEmail',
  method: 'POST',
  path: '/api/auth/verify-email',
  tag: 'account',
  summary: 'Confirm the e-mail address with the link token (credits 50 points once)',
  body: tokenBodySchema,
  response: verifyEmailResponseSchema,
  errors: [{ status: 410, code: 'invalid_token', description: 'The link is unknown, used or expired' }],
});

export const forgotPassword = defineEndpoint({
  id: 'forgotPassword',
  method: 'POST',
  path: '/api/auth/forgot-password',
  tag: 'account',
  summary: 'Send a password reset link (valid 1 hour) when the address has an account; answers the same either way',
  body: forgotPasswordBodySchema,
  response: noContentSchema,
  successStatus: 204,
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  tag: 'account',
  summary: 'Set a new password with a reset link token (single use; ends every session)',
  body: resetPasswordBodySchema,
  response: noContentSchema,
  successStatus: 204,
  errors: [{ status: 410, code: 'invalid_token', description: 'The link is unknown, used or expired' }],
});

export const getPoints = defineEndpoint({
  id: 'getPoints',
  method: 'GET',
  path: '/api/me/points',
  tag: 'account',
  auth: true,
  summary: 'Points balance and transaction history',
  response: pointsSchema,
});

export const updateNotificationSettings = defineEndpoint({
  id: 'updateNotificationSettings',
  method: 'PUT',
  path: '/api/me/notifications',
  tag: 'account',
  auth: true,
  summary: 'E-mail subscriptions: balance update, point expiration, newsletter, messages',
  body: notificationSettingsSchema,
  response: shopperSchema,
});
