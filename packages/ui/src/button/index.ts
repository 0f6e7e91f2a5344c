export { Button, type ButtonProps, buttonStyles } from './button.tsx';
