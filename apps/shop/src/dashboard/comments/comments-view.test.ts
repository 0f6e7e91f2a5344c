import { describe, expect, it } from 'vitest';
import { commentsViewPath, readCommentsView } from './comments-view.ts';

describe("the comment list's view in the address", () => {
  it('reads the filter and the page, an unknown filter or a malformed page falling back to every comment, page 1', () => {
    expect(readCommentsView(new URLSearchParams('show=hidden&page=3'))).toEqual({ show: 'hidden', page: 3 });
    expect(readCommentsView(new URLSearchParams('show=deleted&page=-2'))).toEqual({ show: 'all', page: 1 });
    expect(readCommentsView(new URLSearchParams('page=1.5'))).toEqual({ show: 'all', page: 1 });
  });

  it('writes the view back, leaving the defaults out', () => {
    expect(commentsViewPath('/dashboard/comments', { show: 'all', page: 1 })).toBe('/dashboard/comments');
    expect(commentsViewPath('/dashboard/comments', { show: 'shown', page: 2 })).toBe(
      '/dashboard/comments?show=shown&page=2',
    );
  });
});
