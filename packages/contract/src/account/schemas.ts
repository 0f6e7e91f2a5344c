import { checkPassword, isEmail, MAX_EMAIL_LENGTH, normalizeSaudiMobile } from '@juicyin/domain';
import { z } from 'zod';
import { lineText } from '../common/text.ts';
import { localeSchema, normalizedText, shortText } from '../common/schemas.ts';

export const emailSchema = lineText()
  .trim()
  .max(MAX_EMAIL_LENGTH, `At most ${MAX_EMAIL_LENGTH} characters`)
  .refine(isEmail, 'Enter an e-mail address like name@example.com')
  .transform((email) => email.toLowerCase());

const passwordMessages = {
  too_short: 'Use at least 8 characters',
  too_common: 'This password is too common; choose another',
} as const;

/** A new password: the domain's policy (length, not common), at most 200 characters. */
export const newPasswordSchema = z
  .string()
  .max(200, 'At most 200 characters')
  .superRefine((password, context) => {
    const check = checkPassword(password);
    if (!check.ok) context.addIssue({ code: 'custom', message: passwordMessages[check.reason] });
  });

export const mobileSchema = normalizedText(normalizeSaudiMobile, 'Enter a Saudi mobile number like 05X XXX XXXX', 30);

export const preferredLanguageSchema = z.enum(['en', 'ar', 'hi', 'ur']);
export const genderSchema = z.enum(['male', 'female']);

export const notificationSettingsSchema = z.strictObject({
  balanceUpdate: z.boolean(),
  pointExpiration: z.boolean(),
  newsletter: z.boolean(),
  messages: z.boolean(),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

export const shopperSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  mobile: z.string().nullable(),
  preferredLanguage: preferredLanguageSchema,
  gender: genderSchema.nullable(),
  birthdate: z.iso.date().nullable(),
  points: z.int().describe('Current points balance'),
  notifications: z.object({
    balanceUpdate: z.boolean(),
    pointExpiration: z.boolean(),
    newsletter: z.boolean(),
    messages: z.boolean(),
  }),
});
export type Shopper = z.output<typeof shopperSchema>;

export const sessionResponseSchema = z.object({ shopper: shopperSchema });

export const registerBodySchema = z.strictObject({
  firstName: shortText(60),
  lastName: shortText(60),
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: z.literal(true, 'Agree to the Terms & Conditions to register'),
  locale: localeSchema.default('en'),
  /** A friend's referral code: the friend earns 100 points when this shopper's first order is delivered. */
  referralCode: lineText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,20}$/, 'A referral code is 4 to 20 letters and digits')
    .optional(),
});

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Required').max(200, 'At most 200 characters'),
  rememberMe: z.boolean().default(false),
});

export const tokenBodySchema = z.strictObject({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid link'),
});

export const verifyEmailResponseSchema = z.object({ shopper: shopperSchema, pointsCredited: z.int().nonnegative() });

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });

export const resetPasswordBodySchema = z.strictObject({
  token: tokenBodySchema.shape.token,
  password: newPasswordSchema,
});

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'Required').max(200),
  newPassword: newPasswordSchema,
});

export const profileBodySchema = z.strictObject({
  firstName: shortText(60).optional(),
  lastName: shortText(60).optional(),
  email: emailSchema.optional(),
  mobile: mobileSchema.nullable().optional(),
  preferredLanguage: preferredLanguageSchema.optional(),
  gender: genderSchema.nullable().optional(),
  birthdate: z.iso
    .date()
    .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), 'Enter a past date')
    .nullable()
    .optional(),
});

export const pointTypeSchema = z.enum([
  'registration',
  'email-verified',
  'order',
  'review',
  'referral',
  'tell-us',
  'redeemed',
  'returned',
  'expired',
]);

export const pointsSchema = z.object({
  balance: z.int(),
  history: z.array(
    z.object({
      id: z.uuid(),
      at: z.iso.datetime(),
      type: pointTypeSchema,
      amount: z.int(),
      expiresAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type Points = z.output<typeof pointsSchema>;
