import { userEvent, within } from 'storybook/test';
import type { Language } from '../../i18n/messages.ts';
import { kitWords } from './story-setup.tsx';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types a whole national address into the open editor's kit AddressForm (the city is Riyadh already). */
export async function fillAddress(editor: HTMLElement, language: Language): Promise<void> {
  const field = (words: { readonly en: string; readonly ar: string }) =>
    within(editor).getByRole('textbox', { name: new RegExp(`^${escape(words[language])}`) });
  const values: [{ readonly en: string; readonly ar: string }, string][] = [
    [kitWords.firstName, 'Noura'],
    [kitWords.lastName, 'Al-Harbi'],
    [kitWords.mobile, '0551234567'],
    [kitWords.buildingNumber, '7235'],
    [kitWords.street, 'King Fahd Road'],
    [kitWords.district, 'Al Olaya'],
    [kitWords.region, 'Riyadh Province'],
    [kitWords.postalCode, '12271'],
    [kitWords.additionalNumber, '2121'],
  ];
  for (const [words, value] of values) await userEvent.type(field(words), value);
}
