import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Button as AriaButton, Heading } from 'react-aria-components';
import { CheckIcon, CloseIcon } from '../icons/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { ModalFrame } from '../modal/modal.tsx';
import '../theme/tokens.css';
import './success-modal.css';

export interface SuccessModalMessages {
  readonly close: string;
}

export const successModalMessages: MessageTable<SuccessModalMessages, 'successModal'> = {
  name: 'successModal',
  en: { close: 'Close' },
  ar: { close: 'إغلاق' },
};

export const successModalStyles = cva('jui-dialog jui-success-modal', {
  variants: { width: { sm: 'jui-success-modal--sm', md: 'jui-success-modal--md' } },
  defaultVariants: { width: 'md' },
});

export interface SuccessModalProps extends VariantProps<typeof successModalStyles> {
  /** The dialog's title (its accessible name), e.g. "You're all set". */
  readonly title: string;
  /** What happened, e.g. the order number and the thanks (the dialog's description). */
  readonly children: ReactNode;
  /** Where to go next: links or buttons. */
  readonly actions?: ReactNode;
  /** Open state (controlled). */
  readonly isOpen?: boolean;
  /** Open at first (uncontrolled). */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** Closed by Escape, × and a press outside (default true). */
  readonly isDismissable?: boolean;
  readonly messages?: Partial<SuccessModalMessages>;
  readonly className?: string;
}

/**
 * A finished task's confirmation (an order placed): a check, the title, what happened and where to
 * go next, in a react-aria Modal — focus moves in and the title and text are read out as the
 * dialog's name and description; focus returns where it was when it closes.
 */
export function SuccessModal({
  title,
  children,
  actions,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  width,
  messages: overrides,
  className,
}: SuccessModalProps) {
  const messages = useMessages(successModalMessages, overrides);
  return (
    <ModalFrame
      block="jui-success-modal"
      slot="success-modal"
      variant={width ?? 'md'}
      className={successModalStyles({ width, className })}
      role="alertdialog"
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <div className="jui-success-modal__header">
        <span className="jui-success-modal__check" aria-hidden="true">
          <CheckIcon size="lg" />
        </span>
        {isDismissable ? (
          <AriaButton slot="close" aria-label={messages.close} className="jui-dialog__close jui-success-modal__close">
            <CloseIcon size="md" />
          </AriaButton>
        ) : null}
      </div>
      <Heading slot="title" className="jui-dialog__title jui-success-modal__title">
        {title}
      </Heading>
      <div className="jui-dialog__body jui-success-modal__body">{children}</div>
      {actions ? <div className="jui-dialog__actions jui-success-modal__actions">{actions}</div> : null}
    </ModalFrame>
  );
}
