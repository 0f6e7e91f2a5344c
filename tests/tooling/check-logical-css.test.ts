import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTree, findPhysicalDirections } from '../../scripts/check-logical-css.mjs';

describe('the logical-CSS check', () => {
  it('finds physical properties in CSS', () => {
    const css = [
      '.a { margin-left: 1px; }',
      '.b { padding-inline-start: 1px; }',
      '.c { right: 0 }',
      '.d { text-align: left }',
    ];
    expect(findPhysicalDirections(css.join('\n'), 'css').map((p) => p.line)).toEqual([1, 3, 4]);
  });

  it('finds physical utility classes and style keys in code, and accepts logical ones', () => {
    expect(findPhysicalDirections('<div className="ml-2 flex" />', 'code')).toHaveLength(1);
    expect(findPhysicalDirections('<p className="text-right" />', 'code')).toHaveLength(1);
    expect(findPhysicalDirections('style={{ marginLeft: 4 }}', 'code')).toHaveLength(1);
    expect(findPhysicalDirections('<div className="ms-2 ps-4 text-start start-0" />', 'code')).toEqual([]);
    expect(findPhysicalDirections('const html = "simple-layout"; // rounded-lg', 'code')).toEqual([]);
  });

  it('lets a line opt out with a reason', () => {
    expect(findPhysicalDirections('.x { left: 0; } /* logical-css-ignore: canvas origin */', 'css')).toEqual([]);
  });

  it('passes on the UI kit and the shop as they are', () => {
    expect(checkTree(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});
