import type { OrderDetail } from '@juicyin/contract';
import { formatMoney } from '@juicyin/domain';
import type { Email } from '../mail/templates.ts';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/** "Order placed": the order number, what was ordered and the total, in the shopper's language. */
export function orderPlacedEmail(language: 'en' | 'ar', firstName: string, order: OrderDetail, link: string): Email {
  const locale = language === 'ar' ? 'ar-SA' : 'en-SA';
  const money = (amount: number) => formatMoney(amount, { locale }).text;
  const items = order.lines.map(
    (line) => `${String(line.quantity)} × ${line.name[language]} — ${money(line.lineTotal)}`,
  );
  const lines =
    language === 'ar'
      ? [
          `مرحباً ${firstName}،`,
          `شكراً لطلبك! رقم الطلب ${order.number}.`,
          ...items,
          `الإجمالي المستحق: ${money(order.totals.grandTotal)} (شامل ضريبة القيمة المضافة)`,
          `ستكسب ${String(order.totals.pointsEarned)} نقطة عند التوصيل.`,
        ]
      : [
          `Hello ${firstName},`,
          `Thank you for your order! Your order number is ${order.number}.`,
          ...items,
          `Total to pay: ${money(order.totals.grandTotal)} (VAT included)`,
          `You will earn ${String(order.totals.pointsEarned)} points when it is delivered.`,
        ];
  const label = language === 'ar' ? 'تتبع طلبك' : 'Track your order';
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    subject:
      language === 'ar' ? `تم استلام طلبك ${order.number} — جوسين` : `Your Juicyin order ${order.number} is placed`,
    text: `${lines.join('\n')}\n${link}\n`,
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>
<p>Juicyin</p></body></html>`,
  };
}
