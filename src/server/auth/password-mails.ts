import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { mailTexts } from "#shared/mail-texts";

const text = mailTexts.password;

/** The link to choose a new password (better-auth's, which leads to /reset-password once). */
export function passwordResetMail(gallery: string, to: string, url: string): Mail {
  const words = text.reset;
  const plain = [words.greeting, "", words.ask(gallery), url, "", words.note].join("\n");
  const html = `<p>${words.greeting}</p><p>${escapeHtml(words.ask(gallery))}</p><p><a href="${escapeHtml(url)}">${words.button}</a></p><p>${words.note}</p>`;
  return { to, subject: words.subject(gallery), text: plain, html };
}

/**
 * Sent once a password was changed (by a reset, or from the profile), so the owner of the
 * address learns of a change they did not make.
 */
export function passwordChangedMail(gallery: string, to: string, signInUrl: string): Mail {
  const words = text.changed;
  const plain = [
    words.greeting,
    "",
    words.done(gallery),
    "",
    words.notYou,
    "",
    words.signInHere,
    signInUrl,
  ].join("\n");
  const html = `<p>${words.greeting}</p><p>${escapeHtml(words.done(gallery))}</p><p>${escapeHtml(words.notYou)}</p><p><a href="${escapeHtml(signInUrl)}">${words.signInHere.replace(/:$/, "")}</a></p>`;
  return { to, subject: words.subject(gallery), text: plain, html };
}
