import { STATUS_TEXT_PRESET_KEYS, STATUS_TEXT_PRESETS, type StatusTextPreset } from '@juicyin/domain';
import type { Language } from '../../i18n/messages.ts';

export type { StatusTextPreset } from '@juicyin/domain';

/**
 * The choices of the status text: the status's standard text, a preset (the domain's ready-made
 * texts: the API stores both languages, so each shopper reads their own), or one's own words.
 */
export type StatusTextChoice = 'default' | StatusTextPreset | 'custom';

export type AdvanceStatus = 'processing' | 'shipping' | 'delivered';

const likeliest: Record<AdvanceStatus, StatusTextPreset> = {
  processing: 'kitchen',
  shipping: 'handover',
  delivered: 'delivered',
};

/** The presets in the order shown for a move to `status`: its likeliest first. */
export function presetsFor(status: AdvanceStatus): readonly StatusTextPreset[] {
  const first = likeliest[status];
  return [first, ...STATUS_TEXT_PRESET_KEYS.filter((preset) => preset !== first)];
}

/** A preset's text as staff read it (the page's language). */
export const presetLabel = (preset: StatusTextPreset, language: Language): string =>
  STATUS_TEXT_PRESETS[preset][language];

/** What the advance request carries for a choice: the preset's key, one's own words, or nothing (the standard text). */
export function statusTextBody(
  choice: StatusTextChoice,
  ownText: string,
): { readonly preset: StatusTextPreset } | { readonly text: string } | Record<string, never> {
  if (choice === 'default') return {};
  if (choice === 'custom') return ownText.trim() ? { text: ownText.trim() } : {};
  return { preset: choice };
}
