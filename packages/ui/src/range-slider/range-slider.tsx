import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  type SliderProps as AriaSliderProps,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import '../theme/tokens.css';
import '../slider/slider.css';
import './range-slider.css';

export interface RangeSliderMessages {
  readonly minimum: string;
  readonly maximum: string;
}

export const rangeSliderMessages: MessageTable<RangeSliderMessages, 'rangeSlider'> = {
  name: 'rangeSlider',
  en: { minimum: 'Minimum', maximum: 'Maximum' },
  ar: { minimum: 'الحد الأدنى', maximum: 'الحد الأقصى' },
};

export const rangeSliderStyles = cva('jui-slider jui-range-slider', {
  variants: { tone: { brand: 'jui-slider--brand', leaf: 'jui-slider--leaf' } },
  defaultVariants: { tone: 'brand' },
});

export interface RangeSliderProps extends Omit<AriaSliderProps<number[]>, 'className' | 'style' | 'children'> {
  readonly label: ReactNode;
  /** Formats each end for the output (e.g. a price through the domain); Intl-formatted by default. */
  readonly formatValue?: ((value: number) => ReactNode) | undefined;
  readonly tone?: 'brand' | 'leaf' | undefined;
  readonly messages?: Partial<RangeSliderMessages> | undefined;
  readonly className?: string | undefined;
}

/**
 * A range (e.g. a price filter): react-aria's Slider with two thumbs, each named ("Minimum",
 * "Maximum"); right-to-left aware like Slider.
 */
export function RangeSlider({ label, formatValue, tone, messages, className, ...props }: RangeSliderProps) {
  const strings = useMessages(rangeSliderMessages, messages);
  return (
    <AriaSlider
      {...props}
      data-slot="range-slider"
      data-variant={tone ?? 'brand'}
      className={rangeSliderStyles({ tone, className })}
    >
      <div className="jui-slider__header">
        <Label className="jui-slider__label">{label}</Label>
        <SliderOutput className="jui-slider__output">
          {({ state }) => (
            <>
              {formatValue ? formatValue(state.getThumbValue(0)) : state.getThumbValueLabel(0)}
              {' – '}
              {formatValue ? formatValue(state.getThumbValue(1)) : state.getThumbValueLabel(1)}
            </>
          )}
        </SliderOutput>
      </div>
      <SliderTrack className="jui-slider__track">
        {({ state }) => (
          <>
            <span
              className="jui-slider__fill"
              style={{
                insetInlineStart: `${state.getThumbPercent(0) * 100}%`,
                inlineSize: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            <SliderThumb index={0} aria-label={strings.minimum} className="jui-slider__thumb" />
            <SliderThumb index={1} aria-label={strings.maximum} className="jui-slider__thumb" />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
