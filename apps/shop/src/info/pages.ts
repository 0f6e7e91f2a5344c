// The information pages, the FAQ and the contact page as one chunk: the entry holds one import for them.
export { ContactPage } from './contact/contact-page.tsx';
export { FaqPage } from './faq/faq-page.tsx';
export { InfoPageScreen } from './info-page/info-page.tsx';
