import { formatMoney, POINTS_PER_REDEMPTION_STEP, redemptionValue } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { Button } from '../button/index.ts';
import { formatNumber, type MessageTable, plural, type PluralForms, useMessages } from '../messages/index.ts';
import { Slider } from '../slider/index.ts';
import '../theme/tokens.css';
import './points-slider.css';

export interface PointsSliderMessages {
  readonly pointsLabel: string;
  readonly walletLabel: string;
  readonly points: PluralForms;
  readonly worth: (points: string, money: string) => string;
  readonly balancePoints: (points: string) => string;
  readonly balanceWallet: (money: string) => string;
  readonly instruction: string;
  readonly redeemFor: (money: string) => string;
  readonly useWallet: (money: string) => string;
  readonly notEnough: (step: string) => string;
  readonly walletEmpty: string;
}

export const pointsSliderMessages: MessageTable<PointsSliderMessages, 'pointsSlider'> = {
  name: 'pointsSlider',
  en: {
    pointsLabel: 'Points to redeem',
    walletLabel: 'Wallet credit to use',
    points: { one: (n) => `${n} point`, other: (n) => `${n} points` },
    worth: (points, money) => `${points} = ${money}`,
    balancePoints: (points) => `Total points: ${points}`,
    balanceWallet: (money) => `Wallet Balance: ${money}`,
    instruction: 'Move the slider and click the button to apply a discount',
    redeemFor: (money) => `Redeem for ${money}`,
    useWallet: (money) => `Use ${money}`,
    notEnough: (step) => `You need at least ${step} to redeem.`,
    walletEmpty: 'Your wallet has no credit to use.',
  },
  ar: {
    pointsLabel: 'النقاط المراد استبدالها',
    walletLabel: 'رصيد المحفظة المراد استخدامه',
    points: {
      zero: (n) => `${n} نقطة`,
      one: () => 'نقطة واحدة',
      two: () => 'نقطتان',
      few: (n) => `${n} نقاط`,
      many: (n) => `${n} نقطة`,
      other: (n) => `${n} نقطة`,
    },
    worth: (points, money) => `${points} = ${money}`,
    balancePoints: (points) => `إجمالي النقاط: ${points}`,
    balanceWallet: (money) => `رصيد المحفظة: ${money}`,
    instruction: 'حرّك المؤشر واضغط الزر لتطبيق الخصم',
    redeemFor: (money) => `استبدل مقابل ${money}`,
    useWallet: (money) => `استخدم ${money}`,
    notEnough: (step) => `تحتاج إلى ${step} على الأقل للاستبدال.`,
    walletEmpty: 'لا يوجد رصيد في محفظتك لاستخدامه.',
  },
};

export const pointsSliderStyles = cva('jui-points-slider', {
  variants: { variant: { points: 'jui-points-slider--points', wallet: 'jui-points-slider--wallet' } },
  defaultVariants: { variant: 'points' },
});

interface CommonProps {
  /** The most the order allows (points: its worth cannot exceed what is left to pay). */
  readonly max?: number;
  readonly value?: number;
  readonly defaultValue?: number;
  readonly onChange?: (value: number) => void;
  readonly isDisabled?: boolean;
  readonly messages?: Partial<PointsSliderMessages>;
  readonly className?: string;
}

export interface PointsVariantProps extends CommonProps {
  readonly variant?: 'points';
  /** The shopper's available points. */
  readonly balance: number;
  /** Called with the points and the discount they buy, in halalas. */
  readonly onRedeem?: (points: number, halalas: number) => void;
}

export interface WalletVariantProps extends CommonProps {
  readonly variant: 'wallet';
  /** Available wallet credit in halalas. */
  readonly balance: number;
  /** Slider step in halalas (default 100, SAR 1). */
  readonly step?: number;
  readonly onRedeem?: (halalas: number) => void;
}

export type PointsSliderProps = (PointsVariantProps | WalletVariantProps) &
  Omit<VariantProps<typeof pointsSliderStyles>, 'variant'>;

const floorTo = (value: number, step: number) => Math.floor(value / step) * step;

/**
 * Redeem loyalty points (snapping to 50-point steps, each worth SAR 1.30 by the domain) or use
 * wallet credit (in halalas): a react-aria slider, the SAR value it buys, and a Redeem button.
 * Below the 50-point minimum the slider and button are disabled and say why.
 */
export function PointsSlider(props: PointsSliderProps) {
  const { locale } = useLocale();
  const messages = useMessages(pointsSliderMessages, props.messages);
  const isWallet = props.variant === 'wallet';
  const step = isWallet ? (props.step ?? 100) : POINTS_PER_REDEMPTION_STEP;
  const ceiling = Math.min(props.balance, props.max ?? props.balance);
  const maxValue = isWallet ? ceiling : floorTo(ceiling, step);
  const tooLow = maxValue < step;
  const [own, setOwn] = useState(() => Math.min(props.defaultValue ?? maxValue, maxValue));
  const value = Math.min(floorTo(props.value ?? own, isWallet ? 1 : step), maxValue);
  const money = (halalas: number) => formatMoney(halalas, { locale });
  const halalasFor = (points: number) => redemptionValue(points);
  const worth = isWallet ? value : halalasFor(value);
  const disabled = props.isDisabled === true || tooLow;

  const setValue = (next: number) => {
    if (props.value === undefined) setOwn(next);
    props.onChange?.(next);
  };

  return (
    <div
      data-slot="points-slider"
      data-variant={isWallet ? 'wallet' : 'points'}
      data-disabled={disabled || undefined}
      className={pointsSliderStyles({ variant: isWallet ? 'wallet' : 'points', className: props.className })}
    >
      <p className="jui-points-slider__balance">
        {isWallet
          ? messages.balanceWallet(money(props.balance).text)
          : messages.balancePoints(formatNumber(locale, props.balance))}
      </p>
      {isWallet ? null : <p className="jui-points-slider__instruction">{messages.instruction}</p>}
      <Slider
        label={isWallet ? messages.walletLabel : messages.pointsLabel}
        minValue={0}
        maxValue={Math.max(maxValue, step)}
        step={step}
        value={disabled ? 0 : value}
        onChange={setValue}
        isDisabled={disabled}
        formatValue={(current) =>
          isWallet
            ? money(current).text
            : messages.worth(plural(locale, current, messages.points), money(halalasFor(floorTo(current, step))).text)
        }
      />
      {tooLow ? (
        <p className="jui-points-slider__hint">
          {isWallet
            ? messages.walletEmpty
            : messages.notEnough(plural(locale, POINTS_PER_REDEMPTION_STEP, messages.points))}
        </p>
      ) : null}
      <div className="jui-points-slider__footer">
        <data className="jui-points-slider__value" value={worth}>
          {money(worth).text}
        </data>
        <Button
          variant="primary"
          isDisabled={disabled || value <= 0}
          onPress={() => {
            if (props.variant === 'wallet') props.onRedeem?.(value);
            else props.onRedeem?.(value, halalasFor(value));
          }}
        >
          {isWallet ? messages.useWallet(money(worth).text) : messages.redeemFor(money(worth).text)}
        </Button>
      </div>
    </div>
  );
}
