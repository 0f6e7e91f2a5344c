import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { Button } from '../button/button.tsx';
import { fieldStyles } from '../field/field.tsx';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import '../theme/tokens.css';
import './file-field.css';

export interface FileFieldMessages {
  /** The button that opens the device's file picker. */
  readonly choose: string;
  /** Said beside the button until a file is chosen. */
  readonly noFile: string;
}

export const fileFieldMessages: MessageTable<FileFieldMessages, 'fileField'> = {
  name: 'fileField',
  en: { choose: 'Choose a file', noFile: 'No file chosen' },
  ar: { choose: 'اختيار ملف', noFile: 'لم يُختر أي ملف' },
};

export interface FileFieldProps {
  readonly label: ReactNode;
  /** The chosen file's name, shown beside the button; `null` until one is chosen. */
  readonly fileName: string | null;
  /** Called with the file the shopper or staff member picked (the first, when several are dropped in). */
  readonly onSelect: (file: File | null) => void;
  /** MIME types the picker offers, e.g. `['image/jpeg', 'image/png']`. */
  readonly acceptedFileTypes?: readonly string[] | undefined;
  readonly description?: ReactNode;
  /** Shown under the field, which is then announced as invalid. */
  readonly errorMessage?: ReactNode;
  readonly isDisabled?: boolean | undefined;
  readonly messages?: Partial<FileFieldMessages> | undefined;
  readonly className?: string | undefined;
}

/**
 * A file field in the page's language: the browser's own file input names its button and its
 * "no file" text in the browser's language, not the page's (English words on an Arabic page), and
 * cannot be styled. Here a kit Button opens the picker of the real, hidden `input type=file`
 * (labelled by the field's label, so tools and tests that set files on it still find it), and the
 * chosen file's name is shown beside it. (react-aria's FileTrigger does the same but gives its input
 * no id, which the label needs.) The group is named by the label and described by the file name, the description
 * and the error, so a screen reader hears all of them on the button.
 */
export function FileField({
  label,
  fileName,
  onSelect,
  acceptedFileTypes,
  description,
  errorMessage,
  isDisabled = false,
  messages,
  className,
}: FileFieldProps) {
  const strings = useMessages(fileFieldMessages, messages);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const chosenId = `${id}-chosen`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasDescription = description !== undefined && description !== null && description !== '';
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== '';
  const describedBy = [chosenId, hasDescription ? descriptionId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={[fieldStyles(), 'jui-file-field', className].filter(Boolean).join(' ')}
      data-invalid={hasError || undefined}
    >
      <label id={labelId} htmlFor={inputId} className="jui-field__label">
        {label}
      </label>
      <div className="jui-file-field__row">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          hidden
          accept={acceptedFileTypes?.join(',')}
          disabled={isDisabled}
          onChange={(event) => onSelect(event.currentTarget.files?.[0] ?? null)}
        />
        <Button
          variant="secondary"
          size="sm"
          isDisabled={isDisabled}
          aria-describedby={describedBy}
          onPress={() => {
            const input = inputRef.current;
            if (!input) return;
            // Emptied first, so choosing the same file again (after fixing its alt text, say) is a change.
            input.value = '';
            input.click();
          }}
        >
          {strings.choose}
        </Button>
        <span id={chosenId} className="jui-file-field__chosen" data-empty={fileName === null || undefined}>
          {fileName ?? strings.noFile}
        </span>
      </div>
      {hasDescription ? (
        <p id={descriptionId} className="jui-field__description">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role="alert" className="jui-field__error">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
