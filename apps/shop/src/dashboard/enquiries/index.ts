export { StaffEnquiriesPage } from './enquiries-page.tsx';
