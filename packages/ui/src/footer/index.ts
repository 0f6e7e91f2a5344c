export {
  Footer,
  type FooterBlogTeaser,
  type FooterLink,
  footerMessages,
  type FooterMessages,
  type FooterProps,
  footerStyles,
} from './footer.tsx';
