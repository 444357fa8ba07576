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

/**
 * Sent instead of a second account when someone signs up with a registered address (the
 * sign-up reply itself must not tell), so the owner of the address learns of it.
 */
export function alreadyRegisteredMail(gallery: string, to: string, signInUrl: string): Mail {
  const subject = `You already have a ${gallery} account`;
  const text = [
    "Hello again!",
    "",
    `Someone, probably you, tried to create a ${gallery} account with this e-mail address, which already has one. Sign in here:`,
    signInUrl,
    "",
    "If it was not you, you can ignore this e-mail: nothing has changed.",
  ].join("\n");
  const html = `<p>Hello again!</p><p>Someone, probably you, tried to create a ${escapeHtml(gallery)} account with this e-mail address, which already has one.</p><p><a href="${escapeHtml(signInUrl)}">Sign in</a></p><p>If it was not you, you can ignore this e-mail: nothing has changed.</p>`;
  return { to, subject, text, html };
}
