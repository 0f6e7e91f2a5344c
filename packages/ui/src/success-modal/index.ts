export {
  SuccessModal,
  successModalMessages,
  type SuccessModalMessages,
  type SuccessModalProps,
  successModalStyles,
} from './success-modal.tsx';
