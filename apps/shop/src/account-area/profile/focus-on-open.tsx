import { type ReactNode, useEffect, useRef } from 'react';

const controls = 'input:not([type="hidden"]), [role="spinbutton"], button, textarea';

/**
 * A part opened by the shopper's own action (Edit): its first control takes focus when it
 * appears, so the keyboard continues where the shopper asked it to.
 */
export function FocusOnOpen({ className, children }: { readonly className: string; readonly children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    const checked = root?.querySelector<HTMLElement>('input[type="radio"]:checked');
    (checked ?? root?.querySelector<HTMLElement>(controls))?.focus();
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
