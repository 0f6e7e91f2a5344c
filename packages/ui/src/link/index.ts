export { Link, type LinkProps, linkStyles } from './link.tsx';
