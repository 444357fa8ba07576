import type { Site } from "#server/collectors/mails";
import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { mailTexts } from "#shared/mail-texts";
import { routes } from "#shared/routes";

const text = mailTexts.reviews;

/** Where a buyer writes the review of one order: their Orders tab, the form open. */
export const reviewUrl = (site: Site, orderId: string) =>
  `${site.publicUrl}${routes.profile.path}?${new URLSearchParams({ tab: "orders", review: orderId })}`;

/** The invitation to review an order, some days after it was delivered. */
export function reviewInvitationMail(
  site: Site,
  to: string,
  orderId: string,
  titles: string,
): Mail {
  const link = reviewUrl(site, orderId);
  return {
    to,
    subject: text.subject(site.gallery),
    text: [
      text.greeting,
      "",
      text.ask(titles),
      "",
      `${text.button}: ${link}`,
      "",
      text.note,
      "",
      site.gallery,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(text.greeting)}</p>`,
      `<p>${escapeHtml(text.ask(titles))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.button)}</a></p>`,
      `<p style="color:#666">${escapeHtml(text.note)}</p>`,
      `<p>${escapeHtml(site.gallery)}</p>`,
    ].join("\n"),
  };
}
