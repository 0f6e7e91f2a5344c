// The kit's icon factory: each icon is a module of its own (`glyphs/`), so a bundle puts an icon
// in the chunk of the code that shows it, not every icon beside the first one used.
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, SVGProps } from 'react';
import '../theme/tokens.css';
import './icons.css';

export const iconStyles = cva('jui-icon', {
  variants: {
    size: { sm: 'jui-icon--sm', md: 'jui-icon--md', lg: 'jui-icon--lg', inherit: '' },
    /** Pointing icons (chevrons, arrows) mirror in right-to-left; the rest never do. */
    flipsInRtl: { true: 'jui-icon--flips', false: '' },
    filled: { true: 'jui-icon--filled', false: '' },
  },
  defaultVariants: { size: 'inherit', flipsInRtl: false, filled: false },
});

export interface IconProps
  extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>, Omit<VariantProps<typeof iconStyles>, 'flipsInRtl'> {
  readonly className?: string;
}

/** A decorative 24×24 stroke icon; it is always hidden from assistive technology. */
/* @__NO_SIDE_EFFECTS__ */
export function makeIcon(name: string, shapes: ReactNode, { flipsInRtl = false } = {}) {
  function Icon({ size, filled, className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        aria-hidden="true"
        focusable="false"
        data-slot="icon"
        data-icon={name}
        className={iconStyles({ size, filled, flipsInRtl, className })}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `${name.replace(/(^|-)(\w)/g, (_m: string, _d: string, c: string) => c.toUpperCase())}Icon`;
  return Icon;
}
