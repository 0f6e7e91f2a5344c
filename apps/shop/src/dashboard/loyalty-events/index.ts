export { StaffLoyaltyEventsPage } from './loyalty-events-page.tsx';
