export { StaffCommentsPage } from './comments-page.tsx';
