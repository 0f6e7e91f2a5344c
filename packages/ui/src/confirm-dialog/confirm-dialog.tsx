import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../button/index.ts';
import { Spinner } from '../spinner/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { ModalFrame } from '../modal/modal.tsx';
import '../theme/tokens.css';
import './confirm-dialog.css';

export interface ConfirmDialogMessages {
  /** The button that keeps things as they are (closes the dialog). */
  readonly dismiss: string;
}

export const confirmDialogMessages: MessageTable<ConfirmDialogMessages, 'confirmDialog'> = {
  name: 'confirmDialog',
  en: { dismiss: 'Keep it' },
  ar: { dismiss: 'لا، أبقِه' },
};

export const confirmDialogStyles = cva('jui-dialog jui-confirm-dialog');

export interface ConfirmDialogProps {
  readonly title: string;
  /** What confirming does, in a sentence or two. */
  readonly children?: ReactNode;
  /** The confirming button's text, e.g. "Cancel order". */
  readonly confirmLabel: string;
  /** A destructive action is shown as a danger button. */
  readonly tone?: 'default' | 'danger';
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** Called on the confirming button; the dialog stays open (pending) until the caller closes it. */
  readonly onConfirm: () => void;
  /**
   * The action is running: a spinner shows and the buttons cannot be pressed again. (Not react-aria's
   * `isPending`: its announcement lands after the dialog has closed on a quick answer, naming nothing.)
   */
  readonly isPending?: boolean;
  /** A failure to show inside the dialog (announced). */
  readonly error?: string | null;
  readonly messages?: Partial<ConfirmDialogMessages>;
  readonly className?: string;
}

/**
 * Asks before an action that cannot be undone: a react-aria modal `alertdialog` (focus moves in,
 * Escape and the dismiss button close it, focus returns to what opened it) with the action's
 * title, its consequences, a dismiss button and the confirming button.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'default',
  isOpen,
  onOpenChange,
  onConfirm,
  isPending = false,
  error = null,
  messages: overrides,
  className,
}: ConfirmDialogProps) {
  const messages = useMessages(confirmDialogMessages, overrides);
  return (
    <ModalFrame
      block="jui-confirm-dialog"
      slot="confirm-dialog"
      className={confirmDialogStyles({ className })}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
    >
      {(close) => (
        <>
          <Heading slot="title" className="jui-dialog__title jui-confirm-dialog__title">
            {title}
          </Heading>
          {children ? <div className="jui-dialog__body jui-confirm-dialog__body">{children}</div> : null}
          <p role="alert" className="jui-confirm-dialog__error">
            {error}
          </p>
          <div className="jui-dialog__actions jui-confirm-dialog__actions">
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              {messages.dismiss}
            </Button>
            {isPending ? <Spinner size="sm" /> : null}
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} isDisabled={isPending} onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
