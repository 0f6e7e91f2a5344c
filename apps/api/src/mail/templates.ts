/** E-mails in the shopper's language (Arabic for `ar`, English otherwise), as text and HTML. */

export interface Email {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(language: string, paragraphs: readonly string[], link: { href: string; label: string }): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const lang = language === 'ar' ? 'ar' : 'en';
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif">
${body}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p>Juicyin</p></body></html>`;
}

export function verificationEmail(language: string, firstName: string, link: string): Email {
  if (language === 'ar') {
    const lines = [`مرحباً ${firstName}،`, 'أكد بريدك الإلكتروني واكسب ٥٠ نقطة.'];
    return {
      subject: 'أكد بريدك الإلكتروني في جوسين',
      text: `${lines.join('\n')}\n${link}\n`,
      html: layout('ar', lines, { href: link, label: 'تأكيد البريد الإلكتروني' }),
    };
  }
  const lines = [`Hello ${firstName},`, 'Confirm your e-mail address and earn 50 points.'];
  return {
    subject: 'Confirm your e-mail address at Juicyin',
    text: `${lines.join('\n')}\n${link}\n`,
    html: layout('en', lines, { href: link, label: 'Confirm e-mail address' }),
  };
}

export function passwordResetEmail(language: string, firstName: string, link: string): Email {
  if (language === 'ar') {
    const lines = [
      `مرحباً ${firstName}،`,
      'طلبت إعادة تعيين كلمة المرور. الرابط صالح لمدة ساعة واحدة ولمرة واحدة.',
      'إن لم تطلب ذلك فتجاهل هذه الرسالة.',
    ];
    return {
      subject: 'إعادة تعيين كلمة المرور في جوسين',
      text: `${lines.join('\n')}\n${link}\n`,
      html: layout('ar', lines, { href: link, label: 'إعادة تعيين كلمة المرور' }),
    };
  }
  const lines = [
    `Hello ${firstName},`,
    'You asked to reset your password. The link works once, for one hour.',
    'If you did not ask, ignore this e-mail.',
  ];
  return {
    subject: 'Reset your Juicyin password',
    text: `${lines.join('\n')}\n${link}\n`,
    html: layout('en', lines, { href: link, label: 'Reset password' }),
  };
}
