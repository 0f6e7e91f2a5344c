export {
  type ToastMessages,
  toastMessages,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  toastStyles,
  type ToastTone,
  useToast,
} from './toast.tsx';
