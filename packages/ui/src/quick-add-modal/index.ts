export {
  QuickAddModal,
  quickAddModalMessages,
  type QuickAddModalMessages,
  type QuickAddModalProps,
  quickAddModalStyles,
  type QuickAddSelection,
} from './quick-add-modal.tsx';
