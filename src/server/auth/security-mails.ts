import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { messages } from "#shared/messages";

const text = messages.mail.security;

/**
 * The notice that the account's password was changed from its profile, sent to its address:
 * if it was not its owner, they learn of it and how to take the account back.
 */
export function passwordChangedMail(gallery: string, to: string, signInUrl: string): Mail {
  const words = text.passwordChanged;
  const plain = [words.greeting, "", words.done(gallery), "", words.notYou, signInUrl].join("\n");
  const html = [
    `<p>${words.greeting}</p>`,
    `<p>${words.done(escapeHtml(gallery))}</p>`,
    `<p>${words.notYou}</p>`,
    `<p><a href="${escapeHtml(signInUrl)}">${words.signIn}</a></p>`,
  ].join("");
  return { to, subject: words.subject(gallery), text: plain, html };
}
