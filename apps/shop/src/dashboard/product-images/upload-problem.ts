import { ApiError, MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_TYPES } from '@juicyin/contract';

/** What can be wrong with an upload, each with its own message in both languages. */
export type UploadProblem = 'noFile' | 'altEn' | 'altAr' | 'tooLarge' | 'type' | 'unreadable' | 'tooMany' | 'failed';

export interface UploadDraft {
  readonly file: { readonly size: number; readonly type: string } | null;
  readonly altEn: string;
  readonly altAr: string;
}

const altOk = (text: string) => text.trim().length >= 1 && text.trim().length <= 200;

/**
 * The problems an upload has before it is sent, as the API would refuse it (its size and declared
 * type; the API alone decodes it), so staff need not wait for a 5 MB upload to learn it is too large.
 */
export function draftProblems(draft: UploadDraft): UploadProblem[] {
  const problems: UploadProblem[] = [];
  if (!draft.file) problems.push('noFile');
  else if (draft.file.size > MAX_PRODUCT_IMAGE_BYTES) problems.push('tooLarge');
  else if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(draft.file.type)) problems.push('type');
  if (!altOk(draft.altEn)) problems.push('altEn');
  if (!altOk(draft.altAr)) problems.push('altAr');
  return problems;
}

const byCode: Record<string, UploadProblem> = {
  image_too_large: 'tooLarge',
  payload_too_large: 'tooLarge',
  image_type_unsupported: 'type',
  unsupported_media_type: 'type',
  image_unreadable: 'unreadable',
  too_many_images: 'tooMany',
};

/** The problem the API's refusal of an upload names (its code, or a field of its query), else `failed`. */
export function uploadProblemOf(error: unknown): UploadProblem {
  if (!(error instanceof ApiError)) return 'failed';
  const { code, fields = {} } = error.body.error;
  const known = byCode[code];
  if (known) return known;
  if ('query.altEn' in fields) return 'altEn';
  if ('query.altAr' in fields) return 'altAr';
  return 'failed';
}
