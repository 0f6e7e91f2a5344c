export { StaffSettingsPage } from './settings-page.tsx';
