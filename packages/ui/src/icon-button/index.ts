export { IconButton, type IconButtonProps, iconButtonStyles } from './icon-button.tsx';
