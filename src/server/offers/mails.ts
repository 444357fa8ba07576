import type { Site } from "#server/collectors/mails";
import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { formatDay, formatMoment } from "#shared/dates";
import { artworkHref } from "#shared/links";
import { mailTexts } from "#shared/mail-texts";
import { formatPrice, poundsFromPence } from "#shared/money";
import { routes } from "#shared/routes";

const text = mailTexts.offers;

/** The work a mail is about. */
export type MailWork = {
  id: string;
  slug: string;
  title: string;
  artist: string;
  imageUrl: string;
};

const price = (pence: number) => formatPrice(poundsFromPence(pence));
const absolute = (site: Site, url: string) =>
  url.startsWith("/") ? `${site.publicUrl}${url}` : url;

/** Where each mail's button goes. */
export const offerLinks = {
  checkoutOffer: (site: Site, offerId: string) =>
    `${site.publicUrl}${routes.checkout.path}?offer=${offerId}`,
  checkoutReservation: (site: Site, holdId: string) =>
    `${site.publicUrl}${routes.checkout.path}?reservation=${holdId}`,
  myOffers: (site: Site) => `${site.publicUrl}${routes.profile.path}#offers`,
  ownerOffers: (site: Site) => `${site.publicUrl}${routes.admin.path}?tab=offers`,
  work: (site: Site, work: MailWork) => `${site.publicUrl}${artworkHref(work.slug)}`,
};

/**
 * A mail of paragraphs, the work (image, title, artist, linked) and an optional button, in
 * plain text and HTML.
 */
function compose(
  site: Site,
  mail: { to: string; subject: string; lines: string[]; work: MailWork; button?: [string, string] },
): Mail {
  const { work, button } = mail;
  const workUrl = offerLinks.work(site, work);
  return {
    to: mail.to,
    subject: mail.subject,
    text: [
      ...mail.lines,
      "",
      `${work.title} ${text.by(work.artist)}`,
      workUrl,
      ...(button ? ["", `${button[0]}:`, button[1]] : []),
    ].join("\n"),
    html: [
      ...mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(workUrl)}"><img src="${escapeHtml(absolute(site, work.imageUrl))}" alt="${escapeHtml(work.title)}" width="320" style="max-width:100%;height:auto"></a><br><strong>${escapeHtml(work.title)}</strong> ${escapeHtml(text.by(work.artist))}</p>`,
      ...(button ? [`<p><a href="${escapeHtml(button[1])}">${escapeHtml(button[0])}</a></p>`] : []),
    ].join(""),
  };
}

/** To each owner: a new offer, with the buyer's message, to answer by when it expires. */
export function offerReceivedMail(
  site: Site,
  to: string,
  offer: { who: string; amountPence: number; message: string | null; expiresAt: Date },
  work: MailWork & { pricePence: number },
): Mail {
  const words = text.received;
  return compose(site, {
    to,
    subject: words.subject(work.title),
    lines: [
      words.intro(offer.who, price(offer.amountPence), work.title, price(work.pricePence)),
      ...(offer.message ? [words.message, offer.message] : []),
      words.answerBy(formatMoment(offer.expiresAt.toISOString())),
    ],
    work,
    button: [text.answer, offerLinks.ownerOffers(site)],
  });
}

/** To the buyer: accepted (their offer, or the counter they took), kept for them until when. */
export function offerAcceptedMail(
  site: Site,
  to: string,
  offer: { id: string; agreedPence: number; holdExpiresAt: Date },
  work: MailWork,
): Mail {
  const words = text.accepted;
  return compose(site, {
    to,
    subject: words.subject(work.title),
    lines: [
      words.intro(work.title, price(offer.agreedPence)),
      words.heldUntil(formatMoment(offer.holdExpiresAt.toISOString())),
    ],
    work,
    button: [text.checkout, offerLinks.checkoutOffer(site, offer.id)],
  });
}

/** To each owner: the buyer took the counter-offer. */
export function counterAcceptedMail(
  site: Site,
  to: string,
  offer: { who: string; agreedPence: number },
  work: MailWork,
): Mail {
  const words = text.counterAccepted;
  return compose(site, {
    to,
    subject: words.subject(work.title),
    lines: [words.intro(offer.who, price(offer.agreedPence), work.title)],
    work,
    button: [text.answer, offerLinks.ownerOffers(site)],
  });
}

/** To the buyer: the owner's counter-offer, to accept by when it expires. */
export function counteredMail(
  site: Site,
  to: string,
  offer: { amountPence: number; counterPence: number; expiresAt: Date },
  work: MailWork,
): Mail {
  const words = text.countered;
  return compose(site, {
    to,
    subject: words.subject(work.title),
    lines: [
      words.intro(work.title, price(offer.amountPence), price(offer.counterPence)),
      words.acceptBy(formatMoment(offer.expiresAt.toISOString())),
    ],
    work,
    button: [text.viewOffers, offerLinks.myOffers(site)],
  });
}

/** To the buyer: declined by the owner, or closed because the work went to someone else. */
export function offerDeclinedMail(
  site: Site,
  to: string,
  offer: { amountPence: number },
  work: MailWork,
  why: "declined" | "taken",
): Mail {
  const words = text.declined;
  const line =
    why === "declined"
      ? words.intro(work.title, price(offer.amountPence))
      : words.taken(work.title, price(offer.amountPence));
  return compose(site, { to, subject: words.subject(work.title), lines: [line], work });
}

/** To the buyer: their offer, or the owner's counter, had no answer in time. */
export function offerExpiredMail(
  site: Site,
  to: string,
  offer: { amountPence: number; counterPence: number | null; countered: boolean },
  work: MailWork,
): Mail {
  const words = text.expired;
  const line = offer.countered
    ? words.countered(work.title, price(offer.counterPence ?? offer.amountPence))
    : words.pending(work.title, price(offer.amountPence));
  return compose(site, {
    to,
    subject: words.subject(work.title),
    lines: [line],
    work,
    button: [text.viewOffers, offerLinks.myOffers(site)],
  });
}

/** To the collector: the owner reserved the work for this address, until when, at what price. */
export function reservedMail(
  site: Site,
  to: string,
  hold: { id: string; pricePence: number; expiresAt: Date },
  work: MailWork,
): Mail {
  const words = text.reserved;
  return compose(site, {
    to,
    subject: words.subject(work.title),
    lines: [
      words.intro(site.gallery, work.title, price(hold.pricePence)),
      words.until(formatDay(hold.expiresAt.toISOString())),
    ],
    work,
    button: [text.checkout, offerLinks.checkoutReservation(site, hold.id)],
  });
}

/** To the collector: the time the work was kept for them ran out. */
export function holdEndedMail(site: Site, to: string, work: MailWork): Mail {
  const words = text.holdEnded;
  return compose(site, {
    to,
    subject: words.subject(work.title),
    lines: [words.intro(work.title)],
    work,
  });
}
