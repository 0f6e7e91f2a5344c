export { StaffSpecialsPage } from './specials-page.tsx';
