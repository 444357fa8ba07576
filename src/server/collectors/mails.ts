import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import type { EnquiryKind } from "#shared/collectors";
import { formatPrice } from "#shared/money";

/** What every collector's mail knows of the shop. */
export type Site = { gallery: string; publicUrl: string };

export const siteOf = (config: { galleryName: string; publicUrl: string }): Site => ({
  gallery: config.galleryName,
  publicUrl: config.publicUrl,
});

/** A follower's own link: confirming and unsubscribing both carry their token. */
export const confirmUrl = (site: Site, token: string) =>
  `${site.publicUrl}/api/follow/confirm/${token}`;
export const unsubscribeUrl = (site: Site, token: string) =>
  `${site.publicUrl}/api/unsubscribe/${token}`;

/**
 * The headers that let a mail program offer "Unsubscribe" and act on it with one POST and no
 * session (RFC 8058).
 */
export function unsubscribeHeaders(site: Site, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(site, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The foot of every subscription's mail: why it came, and the way out. */
function footer(site: Site, token: string, why = `You follow ${site.gallery}.`) {
  const url = unsubscribeUrl(site, token);
  return {
    text: ["", `${why} To stop these e-mails, open:`, url],
    html: `<p style="color:#666">${escapeHtml(why)} <a href="${escapeHtml(url)}">Unsubscribe</a></p>`,
  };
}

export function confirmFollowMail(site: Site, to: string, token: string): Mail {
  const link = confirmUrl(site, token);
  const foot = footer(site, token);
  return {
    to,
    subject: `Confirm you want to follow ${site.gallery}`,
    text: [
      `Someone, probably you, asked to hear about new work from ${site.gallery}.`,
      "",
      "Confirm with this link and we will e-mail you when new paintings arrive:",
      link,
      "",
      "If it was not you, ignore this e-mail: nothing will be sent.",
      ...foot.text,
    ].join("\n"),
    html: `<p>Someone, probably you, asked to hear about new work from ${escapeHtml(site.gallery)}.</p><p><a href="${escapeHtml(link)}">Confirm and follow</a></p><p>If it was not you, ignore this e-mail: nothing will be sent.</p>${foot.html}`,
    headers: unsubscribeHeaders(site, token),
  };
}

/** Sent instead of a second confirmation to an address that follows already. */
export function alreadyFollowingMail(site: Site, to: string, token: string): Mail {
  const foot = footer(site, token);
  return {
    to,
    subject: `You already follow ${site.gallery}`,
    text: [
      `Someone, probably you, asked to follow ${site.gallery} with this address, which follows already: you will hear about new work as before.`,
      ...foot.text,
    ].join("\n"),
    html: `<p>Someone, probably you, asked to follow ${escapeHtml(site.gallery)} with this address, which follows already: you will hear about new work as before.</p>${foot.html}`,
    headers: unsubscribeHeaders(site, token),
  };
}

export type NewWork = {
  id: string;
  title: string;
  artist: string;
  price: number;
  medium: string;
  size: string;
  imageUrl: string;
};

/** An image's address as a mail program needs it: absolute. */
const absolute = (site: Site, url: string) =>
  url.startsWith("/") ? `${site.publicUrl}${url}` : url;

const workLink = (site: Site, work: NewWork) => `${site.publicUrl}/?artwork=${work.id}`;

/** A painting in a mail: its image (linked), title, artist and price, and a line more. */
function workHtml(site: Site, work: NewWork, more?: string) {
  return `<p><a href="${escapeHtml(workLink(site, work))}"><img src="${escapeHtml(absolute(site, work.imageUrl))}" alt="${escapeHtml(work.title)}" width="320" style="max-width:100%;height:auto"></a><br><strong>${escapeHtml(work.title)}</strong> by ${escapeHtml(work.artist)}: ${escapeHtml(formatPrice(work.price))}${more ? `<br>${escapeHtml(more)}` : ""}</p>`;
}

function workText(site: Site, work: NewWork, more?: string) {
  return [
    `${work.title} by ${work.artist}: ${formatPrice(work.price)}`,
    ...(more ? [more] : []),
    workLink(site, work),
    "",
  ];
}

/**
 * A subscription's mail listing new paintings (each with its medium and size), and its way out:
 * the footer's link and the one-click headers.
 */
function worksMail(
  site: Site,
  mail: { to: string; token: string; subject: string; intro: string; why?: string },
  works: NewWork[],
): Mail {
  const foot = footer(site, mail.token, mail.why);
  const detail = (work: NewWork) => `${work.medium}, ${work.size}`;
  return {
    to: mail.to,
    subject: mail.subject,
    text: [
      mail.intro,
      "",
      ...works.flatMap((work) => workText(site, work, detail(work))),
      ...foot.text,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(mail.intro)}</p>`,
      ...works.map((work) => workHtml(site, work, detail(work))),
      foot.html,
    ].join(""),
    headers: unsubscribeHeaders(site, mail.token),
  };
}

/** The works added in one digest window, to one confirmed follower. */
export function newWorkMail(site: Site, to: string, token: string, works: NewWork[]): Mail {
  const one = works.length === 1;
  return worksMail(
    site,
    {
      to,
      token,
      subject: one
        ? `New work from ${site.gallery}: ${works[0].title}`
        : `${works.length} new works from ${site.gallery}`,
      intro: one ? "A new painting has arrived:" : "New paintings have arrived:",
    },
    works,
  );
}

/** The paintings someone had in their favourites, free again since an order let them go. */
export function availableAgainMail(site: Site, to: string, works: NewWork[]): Mail {
  const subject =
    works.length === 1
      ? `Available again: ${works[0].title}`
      : `${works.length} paintings you like are available again`;
  const intro =
    works.length === 1
      ? "A painting in your favourites is available again:"
      : "Paintings in your favourites are available again:";
  const outro = "Each painting is one of a kind: the first to order it takes it.";
  return {
    to,
    subject,
    text: [intro, "", ...works.flatMap((work) => workText(site, work)), outro].join("\n"),
    html: [`<p>${intro}</p>`, ...works.map((work) => workHtml(site, work)), `<p>${outro}</p>`].join(
      "",
    ),
  };
}

/** Why a similar-work mail came: the paintings its alerts were asked from. */
const alertReason = (titles: string[]) =>
  `You asked to hear about work like ${titles.map((title) => `"${title}"`).join(", ")}.`;

/** Confirms an alert asked for an address other than the signed-in shopper's own. */
export function confirmAlertMail(site: Site, to: string, token: string, title: string): Mail {
  const link = `${site.publicUrl}/api/alerts/confirm/${token}`;
  const why = alertReason([title]);
  const foot = footer(site, token, why);
  return {
    to,
    subject: `Confirm your alert for work like "${title}"`,
    text: [
      `Someone, probably you, asked ${site.gallery} to e-mail this address when a painting like "${title}" arrives (the same kind of medium, size and price).`,
      "",
      "Confirm with this link:",
      link,
      "",
      "If it was not you, ignore this e-mail: nothing will be sent.",
      ...foot.text,
    ].join("\n"),
    html: `<p>Someone, probably you, asked ${escapeHtml(site.gallery)} to e-mail this address when a painting like "${escapeHtml(title)}" arrives (the same kind of medium, size and price).</p><p><a href="${escapeHtml(link)}">Confirm the alert</a></p><p>If it was not you, ignore this e-mail: nothing will be sent.</p>${foot.html}`,
    headers: unsubscribeHeaders(site, token),
  };
}

/** Sent instead of a second confirmation to an address whose alert is active already. */
export function alertActiveMail(site: Site, to: string, token: string, title: string): Mail {
  const why = alertReason([title]);
  const foot = footer(site, token, why);
  const text = `Someone, probably you, asked again for an alert on work like "${title}". It is active already: you will hear when a painting like it arrives.`;
  return {
    to,
    subject: `Your alert for work like "${title}" is active`,
    text: [text, ...foot.text].join("\n"),
    html: `<p>${escapeHtml(text)}</p>${foot.html}`,
    headers: unsubscribeHeaders(site, token),
  };
}

/**
 * New works like the paintings an address has alerts on: one mail per address and window. Its
 * unsubscribe link ends every similar-work alert of that address.
 */
export function similarWorkMail(
  site: Site,
  to: string,
  token: string,
  likeTitles: string[],
  works: NewWork[],
): Mail {
  const one = works.length === 1;
  return worksMail(
    site,
    {
      to,
      token,
      subject: one
        ? `New work like one you asked about: ${works[0].title}`
        : `${works.length} new works like ones you asked about`,
      intro: one
        ? "A painting like one you asked about has arrived:"
        : "Paintings like ones you asked about have arrived:",
      why: alertReason(likeTitles),
    },
    works,
  );
}

/** An enquiry, to one owner: who asked, about what, their words, and where to answer. */
export function enquiryMail(
  site: Site,
  to: string,
  enquiry: {
    kind: EnquiryKind;
    name: string;
    email: string;
    message: string;
    artworkId: string | null;
    artworkTitle: string | null;
  },
): Mail {
  const about = enquiry.artworkTitle ? `"${enquiry.artworkTitle}"` : site.gallery;
  const subject =
    enquiry.kind === "commission"
      ? `Commission request from ${enquiry.name}${enquiry.artworkTitle ? ` (like ${about})` : ""}`
      : `Enquiry from ${enquiry.name} about ${about}`;
  const painting = enquiry.artworkId
    ? `${site.publicUrl}/?artwork=${enquiry.artworkId}`
    : undefined;
  const admin = `${site.publicUrl}/admin?tab=enquiries`;
  const from = `${enquiry.name} <${enquiry.email}>`;
  return {
    to,
    subject,
    // The address was validated as one address with no control characters.
    headers: { "Reply-To": enquiry.email },
    text: [
      `${subject}.`,
      "",
      `From: ${from}`,
      ...(painting ? [`Painting: ${painting}`] : []),
      "",
      enquiry.message,
      "",
      `Reply to this e-mail to answer ${enquiry.name}. Every enquiry is in the admin: ${admin}`,
    ].join("\n"),
    html: [
      `<p><strong>${escapeHtml(subject)}</strong></p>`,
      `<p>From: ${escapeHtml(from)}${painting ? `<br>Painting: <a href="${escapeHtml(painting)}">${escapeHtml(about)}</a>` : ""}</p>`,
      `<p style="white-space:pre-line">${escapeHtml(enquiry.message)}</p>`,
      `<p>Reply to this e-mail to answer ${escapeHtml(enquiry.name)}. Every enquiry is in <a href="${escapeHtml(admin)}">the admin</a>.</p>`,
    ].join(""),
  };
}
