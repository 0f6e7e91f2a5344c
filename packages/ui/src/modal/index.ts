export { Modal, type ModalContent, ModalFrame, type ModalFrameProps, type ModalProps } from './modal.tsx';
