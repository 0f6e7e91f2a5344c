import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  type SliderProps as AriaSliderProps,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import '../theme/tokens.css';
import './slider.css';

export const sliderStyles = cva('jui-slider', {
  variants: { tone: { brand: 'jui-slider--brand', leaf: 'jui-slider--leaf' } },
  defaultVariants: { tone: 'brand' },
});

export interface SliderProps
  extends Omit<AriaSliderProps<number>, 'className' | 'style' | 'children'>, VariantProps<typeof sliderStyles> {
  readonly label: ReactNode;
  /** What the output shows for a value (e.g. "150 points · SAR 3.90"); Intl-formatted by default. */
  readonly formatValue?: ((value: number) => ReactNode) | undefined;
  readonly className?: string | undefined;
}

/**
 * One value on a scale: react-aria's Slider. In right-to-left the track fills from the right and
 * the arrow keys follow what the shopper sees (ArrowLeft increases).
 */
export function Slider({ label, formatValue, tone, className, ...props }: SliderProps) {
  return (
    <AriaSlider
      {...props}
      data-slot="slider"
      data-variant={tone ?? 'brand'}
      className={sliderStyles({ tone, className })}
    >
      <div className="jui-slider__header">
        <Label className="jui-slider__label">{label}</Label>
        <SliderOutput className="jui-slider__output">
          {({ state }) => (formatValue ? formatValue(state.getThumbValue(0)) : state.getThumbValueLabel(0))}
        </SliderOutput>
      </div>
      <SliderTrack className="jui-slider__track">
        {({ state }) => (
          <>
            <span className="jui-slider__fill" style={{ inlineSize: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className="jui-slider__thumb" />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
