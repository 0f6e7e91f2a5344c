export {
  AddedToBagModal,
  addedToBagModalMessages,
  type AddedToBagModalMessages,
  type AddedToBagModalProps,
  addedToBagModalStyles,
} from './added-to-bag-modal.tsx';
