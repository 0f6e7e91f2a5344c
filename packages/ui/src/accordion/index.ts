export { Accordion, type AccordionItem, type AccordionProps, accordionStyles } from './accordion.tsx';
