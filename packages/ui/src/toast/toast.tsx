import { cva } from 'class-variance-authority';
import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/index.ts';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import '../theme/tokens.css';
import './toast.css';

export interface ToastMessages {
  /** Names the notifications region; `{hotkey}` is replaced by radix with the shortcut (F8). */
  readonly region: string;
  /** Prefix read before each toast. */
  readonly announcement: string;
  readonly close: string;
}

export const toastMessages: MessageTable<ToastMessages, 'toast'> = {
  name: 'toast',
  en: { region: 'Notifications ({hotkey})', announcement: 'Notification', close: 'Close' },
  ar: { region: 'الإشعارات ({hotkey})', announcement: 'إشعار', close: 'إغلاق' },
};

export const toastStyles = cva('jui-toast', {
  variants: {
    tone: { info: 'jui-toast--info', success: 'jui-toast--success', danger: 'jui-toast--danger' },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastTone = 'info' | 'success' | 'danger';

export interface ToastOptions {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly tone?: ToastTone | undefined;
  /** Milliseconds before it closes itself; the provider's default otherwise. */
  readonly duration?: number | undefined;
}

interface ShownToast extends ToastOptions {
  readonly id: number;
}

interface ToastApi {
  /** Shows a toast and returns its id. */
  readonly show: (toast: ToastOptions) => number;
  readonly dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}

export interface ToastProviderProps {
  readonly children: ReactNode;
  /** Default milliseconds before a toast closes itself. */
  readonly duration?: number | undefined;
  readonly messages?: Partial<ToastMessages> | undefined;
}

const icons = { info: InfoIcon, success: CheckIcon, danger: AlertIcon } as const;

/**
 * Brief notifications (radix's Toast: announced politely — assertively for `danger` — paused on
 * hover and focus, F8 jumps to them, swiped away toward the inline end).
 */
export function ToastProvider({ children, duration = 5000, messages }: ToastProviderProps) {
  const strings = useMessages(toastMessages, messages);
  const { direction } = useLocale();
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((toast: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <RadixToast.Provider
      swipeDirection={direction === 'rtl' ? 'left' : 'right'}
      duration={duration}
      label={strings.announcement}
    >
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {toasts.map((toast) => {
        const tone = toast.tone ?? 'info';
        const Icon = icons[tone];
        return (
          <RadixToast.Root
            key={toast.id}
            type={tone === 'danger' ? 'foreground' : 'background'}
            {...(toast.duration === undefined ? {} : { duration: toast.duration })}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
            data-slot="toast"
            data-variant={tone}
            className={toastStyles({ tone })}
          >
            <Icon className="jui-toast__icon" size="md" />
            <div className="jui-toast__text">
              <RadixToast.Title className="jui-toast__title">{toast.title}</RadixToast.Title>
              {toast.description ? (
                <RadixToast.Description className="jui-toast__description">{toast.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close className="jui-toast__close" aria-label={strings.close}>
              <CloseIcon />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className="jui-toast__viewport" label={strings.region} />
    </RadixToast.Provider>
  );
}
