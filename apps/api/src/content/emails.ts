/** The acknowledgements of a 'Pitch us' enquiry and of a price-match report, in one language or both. */
import { directionOf, formatMoney } from '@juicyin/domain';
import type { Email } from '../mail/templates.ts';

type Language = 'en' | 'ar';

interface Part {
  readonly subject: string;
  readonly lines: readonly string[];
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One language's part: a block in its own direction. */
function htmlPart(language: Language, part: Part): string {
  const body = part.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return `<div lang="${language}" dir="${directionOf(language)}">\n${body}\n</div>`;
}

/** In the sender's language when known; else English, then Arabic, in one message. */
function compose(languages: readonly Language[], parts: Readonly<Record<Language, Part>>): Email {
  const chosen = languages.map((language) => ({ language, part: parts[language] }));
  const first = chosen[0]?.language ?? 'en';
  return {
    subject: chosen.map(({ part }) => part.subject).join(' · '),
    text: `${chosen.map(({ part }) => part.lines.join('\n')).join('\n\n')}\n`,
    html: `<!doctype html><html lang="${first}" dir="${directionOf(first)}"><body style="font-family:sans-serif">
${chosen.map(({ language, part }) => htmlPart(language, part)).join('\n<hr>\n')}
<p>Juicyin</p></body></html>`,
  };
}

const languagesFor = (locale: Language | null): readonly Language[] => (locale ? [locale] : ['en', 'ar']);

/** The 'Pitch us' enquiry was received. */
export function enquiryReceivedEmail(locale: Language | null, input: { fullName: string; enquiry: string }): Email {
  return compose(languagesFor(locale), {
    en: {
      subject: 'We received your message',
      lines: [
        `Hello ${input.fullName},`,
        'Thank you for writing to Juicyin. We read every message and will write back to this address.',
        'Your message:',
        input.enquiry,
      ],
    },
    ar: {
      subject: 'استلمنا رسالتك',
      lines: [
        `مرحباً ${input.fullName}،`,
        'شكراً لتواصلك مع جوسين. نقرأ كل رسالة وسنرد على هذا العنوان.',
        'رسالتك:',
        input.enquiry,
      ],
    },
  });
}

/** The price-match report was received. */
export function priceMatchReceivedEmail(
  locale: Language | null,
  input: { fullName: string; product: string; seenAt: string; price: number; link: string | null },
): Email {
  const price = (language: Language) => formatMoney(input.price, { locale: language }).text;
  return compose(languagesFor(locale), {
    en: {
      subject: 'We received your price-match report',
      lines: [
        `Hello ${input.fullName},`,
        `Thank you for telling us you saw ${input.product} for ${price('en')} at ${input.seenAt}.`,
        'We check every report and will write back to this address.',
        ...(input.link ? [input.link] : []),
      ],
    },
    ar: {
      subject: 'استلمنا بلاغ مطابقة السعر',
      lines: [
        `مرحباً ${input.fullName}،`,
        `شكراً لإخبارنا بأنك رأيت ${input.product} بسعر ${price('ar')} لدى ${input.seenAt}.`,
        'نراجع كل بلاغ وسنرد على هذا العنوان.',
        ...(input.link ? [input.link] : []),
      ],
    },
  });
}
