import { describe, expect, it } from 'vitest';
import { parseTokens } from './token-table.tsx';

describe('parseTokens', () => {
  it('reads each custom property once with its value and trailing note', () => {
    const css = `:root {\n  --jui-color-a: #fff; /* 5:1 */\n  --jui-space-1: 0.25rem;\n}\n:lang(ar) {\n  --jui-color-a: #000;\n}`;
    expect(parseTokens(css)).toEqual([
      { name: '--jui-color-a', value: '#fff', note: '5:1' },
      { name: '--jui-space-1', value: '0.25rem', note: '' },
    ]);
  });
});
