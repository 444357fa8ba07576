import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
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

/** The foot of every follow mail: why it came, and the way out. */
function footer(site: Site, token: string) {
  const url = unsubscribeUrl(site, token);
  return {
    text: ["", `You follow ${site.gallery}. To stop these e-mails, open:`, url],
    html: `<p style="color:#666">You follow ${escapeHtml(site.gallery)}. <a href="${escapeHtml(url)}">Unsubscribe</a></p>`,
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

/** The works added in one digest window, to one confirmed follower. */
export function newWorkMail(site: Site, to: string, token: string, works: NewWork[]): Mail {
  const foot = footer(site, token);
  const link = (work: NewWork) => `${site.publicUrl}/?artwork=${work.id}`;
  const subject =
    works.length === 1
      ? `New work from ${site.gallery}: ${works[0].title}`
      : `${works.length} new works from ${site.gallery}`;
  const text = [
    works.length === 1 ? "A new painting has arrived:" : "New paintings have arrived:",
    "",
    ...works.flatMap((work) => [
      `${work.title} by ${work.artist}: ${formatPrice(work.price)}`,
      `${work.medium}, ${work.size}`,
      link(work),
      "",
    ]),
    ...foot.text,
  ].join("\n");
  const html = [
    `<p>${works.length === 1 ? "A new painting has arrived:" : "New paintings have arrived:"}</p>`,
    ...works.map(
      (work) =>
        `<p><a href="${escapeHtml(link(work))}"><img src="${escapeHtml(absolute(site, work.imageUrl))}" alt="${escapeHtml(work.title)}" width="320" style="max-width:100%;height:auto"></a><br><strong>${escapeHtml(work.title)}</strong> by ${escapeHtml(work.artist)}: ${escapeHtml(formatPrice(work.price))}<br>${escapeHtml(`${work.medium}, ${work.size}`)}</p>`,
    ),
    foot.html,
  ].join("");
  return { to, subject, text, html, headers: unsubscribeHeaders(site, token) };
}

/** The paintings someone had in their favourites, free again since an order let them go. */
export function availableAgainMail(site: Site, to: string, works: NewWork[]): Mail {
  const link = (work: NewWork) => `${site.publicUrl}/?artwork=${work.id}`;
  const subject =
    works.length === 1
      ? `Available again: ${works[0].title}`
      : `${works.length} paintings you like are available again`;
  const intro =
    works.length === 1
      ? "A painting in your favourites is available again:"
      : "Paintings in your favourites are available again:";
  const text = [
    intro,
    "",
    ...works.flatMap((work) => [
      `${work.title} by ${work.artist}: ${formatPrice(work.price)}`,
      link(work),
      "",
    ]),
    "Each painting is one of a kind: the first to order it takes it.",
  ].join("\n");
  const html = [
    `<p>${intro}</p>`,
    ...works.map(
      (work) =>
        `<p><a href="${escapeHtml(link(work))}"><img src="${escapeHtml(absolute(site, work.imageUrl))}" alt="${escapeHtml(work.title)}" width="320" style="max-width:100%;height:auto"></a><br><strong>${escapeHtml(work.title)}</strong> by ${escapeHtml(work.artist)}: ${escapeHtml(formatPrice(work.price))}</p>`,
    ),
    "<p>Each painting is one of a kind: the first to order it takes it.</p>",
  ].join("");
  return { to, subject, text, html };
}
