export {
  ConfirmDialog,
  confirmDialogMessages,
  type ConfirmDialogMessages,
  type ConfirmDialogProps,
  confirmDialogStyles,
} from './confirm-dialog.tsx';
