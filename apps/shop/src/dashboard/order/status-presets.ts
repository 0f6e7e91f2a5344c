import type { MessageKey } from '../../i18n/messages.ts';

/** The ready-made status texts staff pick from (or write their own), the likeliest first for each step. */
export const STATUS_PRESETS = ['kitchen', 'handover', 'outForDelivery', 'delivered'] as const;
export type StatusPreset = (typeof STATUS_PRESETS)[number];

/** The choices of the status text: the status's standard text, a preset, or one's own words. */
export type StatusTextChoice = 'default' | StatusPreset | 'custom';

export type AdvanceStatus = 'processing' | 'shipping' | 'delivered';

const likeliest: Record<AdvanceStatus, StatusPreset> = {
  processing: 'kitchen',
  shipping: 'handover',
  delivered: 'delivered',
};

/** The presets in the order shown for a move to `status`: its likeliest first. */
export function presetsFor(status: AdvanceStatus): readonly StatusPreset[] {
  const first = likeliest[status];
  return [first, ...STATUS_PRESETS.filter((preset) => preset !== first)];
}

export const presetKey = (preset: StatusPreset): MessageKey => `dashboard.order.advance.preset.${preset}`;
