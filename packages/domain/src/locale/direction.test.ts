import { describe, expect, it } from 'vitest';
import { directionOf } from './direction.ts';

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-SA', 'rtl'],
    ['AR-sa', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['en-SA', 'ltr'],
    ['hi', 'ltr'],
    ['', 'ltr'],
  ] as const)('reads %j as %s', (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
  });
});
