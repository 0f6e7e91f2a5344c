export { StaffInfoPageEditorPage } from './page-editor-page.tsx';
export { StaffInfoPagesPage } from './pages-list-page.tsx';
