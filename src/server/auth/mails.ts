import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";

export function verificationMail(gallery: string, to: string, url: string): Mail {
  const subject = `Confirm your e-mail for ${gallery}`;
  const text = [
    "Welcome!",
    "",
    `Please confirm your e-mail address to finish creating your ${gallery} account:`,
    url,
    "",
    "The link signs you in and works for 24 hours. If you did not sign up, ignore this e-mail.",
  ].join("\n");
  const html = `<p>Welcome!</p><p>Please confirm your e-mail address to finish creating your ${escapeHtml(gallery)} account:</p><p><a href="${escapeHtml(url)}">Confirm my e-mail</a></p><p>The link signs you in and works for 24 hours. If you did not sign up, ignore this e-mail.</p>`;
  return { to, subject, text, html };
}
