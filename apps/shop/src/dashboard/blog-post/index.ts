export { StaffBlogPostPage } from './staff-blog-post-page.tsx';
