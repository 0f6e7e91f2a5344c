export { StaffActionsPage } from './staff-actions-page.tsx';
