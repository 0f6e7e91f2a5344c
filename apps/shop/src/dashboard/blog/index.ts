export { StaffBlogPage } from './staff-blog-page.tsx';
