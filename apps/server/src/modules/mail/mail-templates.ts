import { type Language, LIMITS } from '@preparena/shared';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout(lang: Language, title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f4f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Devanagari',sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:700">Prep<span style="color:#4f46e5">Arena</span></p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr></table></td></tr></table></body></html>`;
}

const COPY = {
  en: {
    verifySubject: 'Your PrepArena verification code',
    verifyTitle: 'Verify your email',
    hello: (name: string) => `Hello ${name},`,
    verifyLine: 'Use this code to verify your email address on PrepArena:',
    verifyExpiry: (m: number) =>
      `The code expires in ${m} minutes. If you did not sign up, you can ignore this mail.`,
    resetSubject: 'Reset your PrepArena password',
    resetTitle: 'Reset your password',
    resetLine: 'We received a request to reset your password. Open this link to choose a new one:',
    resetButton: 'Choose a new password',
    resetExpiry: (m: number) =>
      `The link works once and expires in ${m} minutes. If you did not ask for it, ignore this mail: your password stays the same.`,
    alertSubject: 'New sign-in to your PrepArena account',
    alertTitle: 'New sign-in after failed attempts',
    alertLine: (failures: number, minutes: number) =>
      `Your account was just signed in from an address it had not used before. In the ${minutes} minutes before, someone entered a wrong password ${failures} times from other addresses.`,
    alertWhere: (address: string, when: string) => `Address: ${address} · Time: ${when}`,
    alertAdvice:
      'If this was you, there is nothing to do. If not, choose a new password now: it signs out every session.',
    alertButton: 'Choose a new password',
    reminderSubject: (title: string) => `Starts in 30 minutes: ${title}`,
    reminderTitle: 'Your contest starts soon',
    reminderLine: (title: string, when: string) =>
      `${title}, which you registered for, starts at ${when}. Open the contest page a few minutes early: the questions appear the moment it starts.`,
    reminderButton: 'Open the contest',
    reminderOptOut: 'Do not want these reminders? Turn them off:',
    optOutDone: 'Contest reminders are off. You can turn them on again on your profile.',
    optOutBad: 'This link is not valid. Turn reminders off on your profile instead.',
  },
  hi: {
    verifySubject: 'आपका PrepArena सत्यापन कोड',
    verifyTitle: 'अपना ईमेल सत्यापित करें',
    hello: (name: string) => `नमस्ते ${name},`,
    verifyLine: 'PrepArena पर अपना ईमेल पता सत्यापित करने के लिए यह कोड डालें:',
    verifyExpiry: (m: number) =>
      `यह कोड ${m} मिनट में समाप्त हो जाएगा। अगर आपने साइन अप नहीं किया है, तो इस मेल को अनदेखा करें।`,
    resetSubject: 'अपना PrepArena पासवर्ड रीसेट करें',
    resetTitle: 'पासवर्ड रीसेट करें',
    resetLine: 'हमें आपका पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    resetButton: 'नया पासवर्ड चुनें',
    resetExpiry: (m: number) =>
      `यह लिंक केवल एक बार काम करेगा और ${m} मिनट में समाप्त हो जाएगा। अगर आपने यह अनुरोध नहीं किया, तो इस मेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।`,
    alertSubject: 'आपके PrepArena खाते में नया साइन-इन',
    alertTitle: 'असफल प्रयासों के बाद नया साइन-इन',
    alertLine: (failures: number, minutes: number) =>
      `आपके खाते में अभी एक ऐसे पते से साइन-इन हुआ है जिससे पहले कभी नहीं हुआ था। इससे पहले के ${minutes} मिनट में किसी ने दूसरे पतों से ${failures} बार गलत पासवर्ड डाला।`,
    alertWhere: (address: string, when: string) => `पता: ${address} · समय: ${when}`,
    alertAdvice:
      'अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है। अगर नहीं, तो अभी नया पासवर्ड चुनें: इससे हर सत्र से साइन-आउट हो जाएगा।',
    alertButton: 'नया पासवर्ड चुनें',
    reminderSubject: (title: string) => `30 मिनट में शुरू: ${title}`,
    reminderTitle: 'आपकी प्रतियोगिता जल्द शुरू हो रही है',
    reminderLine: (title: string, when: string) =>
      `${title}, जिसके लिए आपने पंजीकरण किया है, ${when} पर शुरू होगी। प्रतियोगिता का पेज कुछ मिनट पहले खोल लें: शुरू होते ही प्रश्न दिखने लगेंगे।`,
    reminderButton: 'प्रतियोगिता खोलें',
    reminderOptOut: 'ये रिमाइंडर नहीं चाहिए? इन्हें बंद करें:',
    optOutDone: 'प्रतियोगिता रिमाइंडर बंद हो गए हैं। आप इन्हें अपनी प्रोफ़ाइल से फिर चालू कर सकते हैं।',
    optOutBad: 'यह लिंक मान्य नहीं है। रिमाइंडर अपनी प्रोफ़ाइल से बंद करें।',
  },
} as const;

/** The mail with a verification code, in the user's language. */
export function verificationMail(
  lang: Language,
  username: string,
  code: string,
  minutes: number,
): MailContent {
  const c = COPY[lang];
  const text = [c.hello(username), '', c.verifyLine, '', code, '', c.verifyExpiry(minutes)].join('\n');
  const html = layout(
    lang,
    c.verifyTitle,
    `<p>${escapeHtml(c.hello(username))}</p><p>${escapeHtml(c.verifyLine)}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0" data-code="${code}">${code}</p>
<p style="color:#6b7280;font-size:14px">${escapeHtml(c.verifyExpiry(minutes))}</p>`,
  );
  return { subject: c.verifySubject, text, html };
}

/** The mail with a password reset link, in the user's language. */
export function passwordResetMail(
  lang: Language,
  username: string,
  link: string,
  minutes: number,
): MailContent {
  const c = COPY[lang];
  const text = [c.hello(username), '', c.resetLine, '', link, '', c.resetExpiry(minutes)].join('\n');
  const html = layout(
    lang,
    c.resetTitle,
    `<p>${escapeHtml(c.hello(username))}</p><p>${escapeHtml(c.resetLine)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(c.resetButton)}</a></p>
<p style="font-size:13px;word-break:break-all;color:#6b7280">${escapeHtml(link)}</p>
<p style="color:#6b7280;font-size:14px">${escapeHtml(c.resetExpiry(minutes))}</p>`,
  );
  return { subject: c.resetSubject, text, html };
}

/**
 * The mail telling an owner that their account was signed in from a new address after repeated
 * wrong passwords from elsewhere, with a link to choose a new password.
 */
export function newSignInAlertMail(
  lang: Language,
  username: string,
  alert: { address: string; at: Date; failures: number; minutes: number; resetLink: string },
): MailContent {
  const c = COPY[lang];
  const when = `${alert.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = [
    c.hello(username),
    c.alertLine(alert.failures, alert.minutes),
    c.alertWhere(alert.address, when),
    c.alertAdvice,
  ];
  const text = [...lines, alert.resetLink].join('\n\n');
  const html = layout(
    lang,
    c.alertTitle,
    `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(alert.resetLink)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(c.alertButton)}</a></p>`,
  );
  return { subject: c.alertSubject, text, html };
}

/** The reminder 30 minutes before a registered contest, with a link to it and an opt-out link. */
export function contestReminderMail(
  lang: Language,
  username: string,
  contest: { title: string; startsAt: Date; link: string; optOutLink: string },
): MailContent {
  const c = COPY[lang];
  const when = `${new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
  }).format(contest.startsAt)} IST`;
  const line = c.reminderLine(contest.title, when);
  const text = [c.hello(username), line, contest.link, `${c.reminderOptOut} ${contest.optOutLink}`].join(
    '\n\n',
  );
  const html = layout(
    lang,
    c.reminderTitle,
    `<p>${escapeHtml(c.hello(username))}</p><p>${escapeHtml(line)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(contest.link)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(c.reminderButton)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(c.reminderOptOut)} <a href="${escapeHtml(contest.optOutLink)}">${escapeHtml(contest.optOutLink)}</a></p>`,
  );
  return { subject: c.reminderSubject(contest.title), text, html };
}

/** The page an opt-out link opens: done, or the link was not valid. */
export function optOutPage(lang: Language, done: boolean): string {
  const c = COPY[lang];
  return layout(lang, c.reminderTitle, `<p>${escapeHtml(done ? c.optOutDone : c.optOutBad)}</p>`);
}

/** The sentence of the opt-out answer (JSON clients). */
export function optOutMessage(lang: Language, done: boolean): string {
  return done ? COPY[lang].optOutDone : COPY[lang].optOutBad;
}

export const CODE_DIGITS = LIMITS.verificationCodeDigits;
