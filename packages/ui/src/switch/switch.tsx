import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import '../theme/tokens.css';
import './switch.css';

export const switchStyles = cva('jui-switch', {
  variants: { size: { sm: 'jui-switch--sm', md: 'jui-switch--md' } },
  defaultVariants: { size: 'md' },
});

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'className' | 'style' | 'children'>, VariantProps<typeof switchStyles> {
  readonly children: ReactNode;
  readonly className?: string | undefined;
}

/** An on/off setting that applies at once (e.g. e-mail notifications): react-aria's SwitchField and SwitchButton. */
export function Switch({ children, size, className, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      data-slot="switch"
      data-variant={size ?? 'md'}
      className={switchStyles({ size, className })}
    >
      <SwitchButton className="jui-switch__button">
        <span className="jui-switch__track" aria-hidden="true">
          <span className="jui-switch__thumb" />
        </span>
        <span className="jui-switch__label">{children}</span>
      </SwitchButton>
    </SwitchField>
  );
}
