export { Badge, type BadgeMessages, badgeMessages, type BadgeProps, badgeStyles } from './badge.tsx';
