import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { mailTexts } from "#shared/mail-texts";

const text = mailTexts.auth;

export function verificationMail(gallery: string, to: string, url: string): Mail {
  const words = text.verification;
  const plain = [words.greeting, "", words.ask(gallery), url, "", words.note].join("\n");
  const html = `<p>${words.greeting}</p><p>${words.ask(escapeHtml(gallery))}</p><p><a href="${escapeHtml(url)}">${words.button}</a></p><p>${words.note}</p>`;
  return { to, subject: words.subject(gallery), text: plain, html };
}

/**
 * Sent instead of a second account when someone signs up with a registered address (the
 * sign-up reply itself must not tell), so the owner of the address learns of it.
 */
export function alreadyRegisteredMail(gallery: string, to: string, signInUrl: string): Mail {
  const words = text.alreadyRegistered;
  const plain = [
    words.greeting,
    "",
    `${words.tried(gallery)} ${words.signInHere}`,
    signInUrl,
    "",
    words.note,
  ].join("\n");
  const html = `<p>${words.greeting}</p><p>${words.tried(escapeHtml(gallery))}</p><p><a href="${escapeHtml(signInUrl)}">${words.button}</a></p><p>${words.note}</p>`;
  return { to, subject: words.subject(gallery), text: plain, html };
}
