import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { mailTexts } from "#shared/mail-texts";

const text = mailTexts.account;

/** The confirmation that an account was deleted, sent to the address it had. */
export function accountDeletedMail(gallery: string, to: string): Mail {
  const words = text.deleted;
  const plain = [
    words.greeting,
    "",
    words.done(gallery),
    "",
    words.kept,
    "",
    words.again,
    "",
    words.notYou,
  ].join("\n");
  const html = [
    words.greeting,
    words.done(escapeHtml(gallery)),
    words.kept,
    words.again,
    words.notYou,
  ]
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join("");
  return { to, subject: words.subject(gallery), text: plain, html };
}
