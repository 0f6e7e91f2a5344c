// The blog's two pages as one chunk: the entry holds one import for them.
export { BlogListPage } from './blog-list-page.tsx';
export { BlogPostPage } from './blog-post-page.tsx';
