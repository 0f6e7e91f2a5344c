import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../icons/index.ts';
import '../theme/tokens.css';
import '../theme/dialog.css';

/** What a modal's content may be: nodes, or a function of `close` (for buttons that finish and close). */
export type ModalContent = ReactNode | ((close: () => void) => ReactNode);

export interface ModalFrameProps {
  /**
   * The component's class block, e.g. `jui-auth-modal`: the overlay gets `<block>__overlay` and the
   * dialog `<block>__dialog` beside the kit's shared `jui-dialog-*` classes.
   */
  readonly block: string;
  /** `data-slot` of the modal element (the component's name). */
  readonly slot: string;
  /** `data-variant` of the modal element (its size), when it has one. */
  readonly variant?: string;
  /** The modal element's classes (the component's cva styles). */
  readonly className: string;
  /** `alertdialog` for a dialog that asks or confirms; `dialog` otherwise. */
  readonly role?: 'dialog' | 'alertdialog';
  /** Open state when not inside a DialogTrigger (controlled). */
  readonly isOpen?: boolean | undefined;
  readonly defaultOpen?: boolean | undefined;
  readonly onOpenChange?: ((isOpen: boolean) => void) | undefined;
  /** Whether a press outside and Escape close it (default true). */
  readonly isDismissable?: boolean;
  readonly children: ModalContent;
}

/**
 * The overlay, modal and dialog every kit modal is made of (react-aria): focus moves in and stays,
 * Escape and a press outside close it when it is dismissable, focus returns where it was.
 */
export function ModalFrame({
  block,
  slot,
  variant,
  className,
  role = 'dialog',
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  children,
}: ModalFrameProps) {
  const openProps = {
    ...(isOpen === undefined ? {} : { isOpen }),
    ...(defaultOpen === undefined ? {} : { defaultOpen }),
    ...(onOpenChange ? { onOpenChange } : {}),
  };
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={`jui-dialog-overlay ${block}__overlay`}
      {...openProps}
    >
      <AriaModal data-slot={slot} data-variant={variant} className={className}>
        <Dialog role={role} className={`jui-dialog__content ${block}__dialog`}>
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ModalProps extends ModalFrameProps {
  /** The dialog's title: its accessible name. */
  readonly title: ReactNode;
  /** The close button's accessible name ("Close"). */
  readonly closeLabel: string;
}

/** A kit modal with a title and a × close button in its header, above its content. */
export function Modal({ title, closeLabel, children, ...frame }: ModalProps) {
  const { block } = frame;
  return (
    <ModalFrame {...frame}>
      {(close) => (
        <>
          <div className={`jui-dialog__header ${block}__header`}>
            <Heading slot="title" className={`jui-dialog__title ${block}__title`}>
              {title}
            </Heading>
            <AriaButton slot="close" aria-label={closeLabel} className={`jui-dialog__close ${block}__close`}>
              <CloseIcon size="md" />
            </AriaButton>
          </div>
          {typeof children === 'function' ? children(close) : children}
        </>
      )}
    </ModalFrame>
  );
}
