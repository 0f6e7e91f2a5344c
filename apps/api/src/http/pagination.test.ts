import { describe, expect, it } from 'vitest';
import { pageOf, pageWindow, slicePage } from './pagination.ts';

describe('pagination', () => {
  it('skips the earlier pages and takes one page of rows', () => {
    expect(pageWindow({ page: 1, pageSize: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 10 })).toEqual({ limit: 10, offset: 20 });
  });

  it('answers with the page, the total and the number of pages (a partly filled last page counts)', () => {
    expect(pageOf(['a'], { page: 2, pageSize: 2 }, 3)).toEqual({
      items: ['a'],
      page: 2,
      pageSize: 2,
      total: 3,
      pageCount: 2,
    });
    expect(pageOf([], { page: 1, pageSize: 20 }, 0).pageCount).toBe(0);
  });

  it('slices a list held in memory the same way', () => {
    expect(slicePage(['a', 'b', 'c', 'd', 'e'], { page: 2, pageSize: 2 })).toEqual({
      items: ['c', 'd'],
      page: 2,
      pageSize: 2,
      total: 5,
      pageCount: 3,
    });
    expect(slicePage(['a'], { page: 4, pageSize: 2 }).items).toEqual([]);
  });
});
