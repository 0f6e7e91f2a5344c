import { ApiError } from '@juicyin/contract';
import { homePath } from '../../paths.ts';
import { REFERRAL_PARAM, REFERRAL_STORAGE_KEY } from './referral-landing.ts';

/** A shopper's referral address on this shop: the home page with the code (`/?ref=CODE`). */
export function referralPath(code: string): string {
  return `${homePath()}?${new URLSearchParams({ [REFERRAL_PARAM]: code }).toString()}`;
}

/** The referral code to send with a registration, if the visitor arrived by a friend's link. */
export function rememberedReferral(): string | undefined {
  try {
    return sessionStorage.getItem(REFERRAL_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the code once the account is made. */
export function forgetReferral(): void {
  try {
    sessionStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The register body's part for a remembered referral code (nothing when there is none). */
export function referralBody(): { referralCode?: string } {
  const code = rememberedReferral();
  return code === undefined ? {} : { referralCode: code };
}

/** The registration's field errors with a refused referral code said in the form's message (it has no code field). */
export function withReferralError<T extends Record<string, string>>(errors: T | undefined): T | undefined {
  const refused = errors?.['referralCode'];
  if (errors === undefined || refused === undefined) return errors;
  return { ...errors, form: errors['form'] ?? refused };
}

/** A registration refused for its referral code forgets the code, so registering again works without it. */
export function forgetRefusedReferral(error: unknown): void {
  if (error instanceof ApiError && error.body.error.fields?.['referralCode'] !== undefined) forgetReferral();
}
