export { StaffFaqPage } from './faq-page.tsx';
