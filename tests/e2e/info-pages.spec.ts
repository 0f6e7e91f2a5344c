import { type Faq, INFO_PAGE_SLUGS, type InfoPage } from '@juicyin/contract';
import { expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { pathTo } from '@juicyin/contract/paths';
import { faqWithIds } from '../../apps/shop/src/info/faq/faq-ids.ts';
import { useLanguage } from './checkout-steps.ts';
import { type Language, shopText } from './shop-words.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field found by its label (the kit marks a required field's label with an asterisk). */
const label = (language: Language, key: Parameters<typeof shopText>[1]) =>
  new RegExp(`^${escape(shopText(language, key))}`);

for (const language of ['en', 'ar'] as const) {
  // A page a test: the pages in one test took longer than a test's ceiling on a loaded machine.
  for (const slug of INFO_PAGE_SLUGS) {
    test(`the information page ${slug} opens with its title as the heading and, when long, its contents (${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      const info = (await (await page.request.get(`/api/pages/${slug}`)).json()) as InfoPage;
      await page.goto(`/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title[language]);
      const contents = page.getByRole('navigation', { name: shopText(language, 'info.contents') });
      if (info.sections.length >= 3) {
        await expect(contents.getByRole('link')).toHaveText(info.sections.map((section) => section.heading[language]));
        const last = info.sections.at(-1);
        await contents.getByRole('link', { name: last?.heading[language] ?? '' }).click();
        await expect(page).toHaveURL(new RegExp(`/${slug}#${last?.id ?? ''}$`));
        await expect(page.locator(`[id="${last?.id ?? ''}"]`)).toBeInViewport();
      } else {
        await expect(contents).toHaveCount(0);
      }
    });
  }

  test(`the FAQ opens the question a link names, and opening another names it in the address (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    const faq = (await (await page.request.get('/api/faq')).json()) as Faq;
    const groups = faqWithIds(faq);
    const target = groups.at(-1)?.questions.at(-1);
    const other = groups[0]?.questions[0];
    if (!target || !other) throw new Error('The FAQ has no questions');
    await page.goto(`${pathTo('faq')}#${target.id}`);
    const question = page.getByRole('button', { name: target.question[language] });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(target.answer[language])).toBeVisible();
    await expect(question).toBeInViewport();

    await page.getByRole('button', { name: other.question[language] }).click();
    await expect(page).toHaveURL(new RegExp(`#${other.id}$`));
    await expect(page.getByText(other.answer[language])).toBeVisible();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  test(`the price match report reaches the shop, and a bad e-mail is said at its field (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto(pathTo('faq'));
    await page.getByRole('button', { name: shopText(language, 'faq.more.priceMatch') }).click();
    const dialog = page.getByRole('dialog', { name: shopText(language, 'priceMatch.title') });
    await dialog.getByRole('textbox', { name: label(language, 'priceMatch.fullName') }).fill('Sara Al-Qahtani');
    const email = dialog.getByRole('textbox', { name: label(language, 'priceMatch.email') });
    await email.fill('sara.at.example.com');
    await dialog.getByRole('textbox', { name: label(language, 'priceMatch.product') }).fill('Fresh orange juice');
    await dialog.getByRole('textbox', { name: label(language, 'priceMatch.seenAt') }).fill('Corner Juice Bar');
    await dialog
      .getByRole('textbox', { name: label(language, 'priceMatch.price') })
      .fill(language === 'ar' ? '١٨٫٥٠' : '18.50');
    await dialog.getByRole('button', { name: shopText(language, 'priceMatch.submit') }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(shopText(language, 'form.error.email'));

    const address = `sara.${language}.${Date.now()}@example.com`;
    await email.fill(address);
    await dialog.getByRole('button', { name: shopText(language, 'priceMatch.submit') }).click();
    // The dialog now thanks the shopper (its title changes with it).
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
      shopText(language, 'priceMatch.sent.text', { email: address }),
    );
  });

  test(`'Pitch us' reaches the shop and says a copy was e-mailed; a bad e-mail is said at its field (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto(pathTo('contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopText(language, 'contact.title'));
    const form = page.getByRole('form', { name: shopText(language, 'pitch.title') });
    await form.getByRole('textbox', { name: label(language, 'pitch.fullName') }).fill('Omar Haddad');
    const email = form.getByRole('textbox', { name: label(language, 'pitch.email') });
    await email.fill('omar@');
    await form.getByRole('textbox', { name: label(language, 'pitch.enquiry') }).fill('Your juices at our café?');
    await form.getByRole('button', { name: shopText(language, 'pitch.submit') }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(shopText(language, 'form.error.email'));

    const address = `omar.${language}.${Date.now()}@example.com`;
    await email.fill(address);
    await form.getByRole('button', { name: shopText(language, 'pitch.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(shopText(language, 'pitch.sent', { email: address }));
    await expect(form.getByRole('textbox', { name: label(language, 'pitch.fullName') })).toHaveValue('');
  });
}
