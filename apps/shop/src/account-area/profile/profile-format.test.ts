import { describe, expect, it } from 'vitest';
import { displayMobile, mobileDraft } from './profile-format.ts';

describe('profile formats', () => {
  it('show a stored mobile number grouped, and as the phone field edits it', () => {
    expect(displayMobile('+966551234567')).toBe('+966 55 123 4567');
    expect(mobileDraft('+966551234567')).toBe('55 123 4567');
    expect(mobileDraft(null)).toBe('');
  });
});
