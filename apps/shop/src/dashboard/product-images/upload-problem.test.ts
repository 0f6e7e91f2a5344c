import { ApiError } from '@juicyin/contract';
import { describe, expect, it } from 'vitest';
import { draftProblems, uploadProblemOf } from './upload-problem.ts';

const refusal = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiError(status, { error: { code, message: code, ...(fields ? { fields } : {}) } });

describe('an upload’s problems', () => {
  it('asks for a file and both alt texts, and checks size before type', () => {
    expect(draftProblems({ file: null, altEn: ' ', altAr: '' })).toEqual(['noFile', 'altEn', 'altAr']);
    const jpeg = { size: 1000, type: 'image/jpeg' };
    expect(draftProblems({ file: jpeg, altEn: 'Cup', altAr: 'كوب' })).toEqual([]);
    expect(
      draftProblems({ file: { size: 5 * 1024 * 1024 + 1, type: 'image/gif' }, altEn: 'Cup', altAr: 'كوب' }),
    ).toEqual(['tooLarge']);
    expect(draftProblems({ file: { size: 10, type: 'image/gif' }, altEn: 'Cup', altAr: 'x'.repeat(201) })).toEqual([
      'type',
      'altAr',
    ]);
  });

  it('reads the API’s refusals by their code', () => {
    expect(uploadProblemOf(refusal(413, 'image_too_large'))).toBe('tooLarge');
    expect(uploadProblemOf(refusal(415, 'image_type_unsupported'))).toBe('type');
    expect(uploadProblemOf(refusal(422, 'image_unreadable'))).toBe('unreadable');
    expect(uploadProblemOf(refusal(409, 'too_many_images'))).toBe('tooMany');
    expect(uploadProblemOf(refusal(400, 'invalid_input', { 'query.altAr': 'Describe the picture in Arabic' }))).toBe(
      'altAr',
    );
    expect(uploadProblemOf(refusal(500, 'internal'))).toBe('failed');
    expect(uploadProblemOf(new TypeError('network'))).toBe('failed');
  });
});
