import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import type { EnquiryKind } from "#shared/collectors";
import { formatMoment } from "#shared/dates";
import { artworkHref } from "#shared/links";
import { mailTexts } from "#shared/mail-texts";
import { formatPrice } from "#shared/money";
import { routes } from "#shared/routes";

const text = mailTexts.collectors;

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
function footer(site: Site, token: string, why = text.footer.following(site.gallery)) {
  const url = unsubscribeUrl(site, token);
  return {
    text: ["", text.footer.stop(why), url],
    html: `<p style="color:#666">${escapeHtml(why)} <a href="${escapeHtml(url)}">${text.footer.unsubscribe}</a></p>`,
  };
}

export function confirmFollowMail(site: Site, to: string, token: string): Mail {
  const words = text.confirmFollow;
  const link = confirmUrl(site, token);
  const foot = footer(site, token);
  return {
    to,
    subject: words.subject(site.gallery),
    text: [words.asked(site.gallery), "", words.confirm, link, "", text.notYou, ...foot.text].join(
      "\n",
    ),
    html: `<p>${words.asked(escapeHtml(site.gallery))}</p><p><a href="${escapeHtml(link)}">${words.button}</a></p><p>${text.notYou}</p>${foot.html}`,
    headers: unsubscribeHeaders(site, token),
  };
}

/** Sent instead of a second confirmation to an address that follows already. */
export function alreadyFollowingMail(site: Site, to: string, token: string): Mail {
  const words = text.alreadyFollowing;
  const foot = footer(site, token);
  return {
    to,
    subject: words.subject(site.gallery),
    text: [words.text(site.gallery), ...foot.text].join("\n"),
    html: `<p>${words.text(escapeHtml(site.gallery))}</p>${foot.html}`,
    headers: unsubscribeHeaders(site, token),
  };
}

export type NewWork = {
  id: string;
  slug: string;
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

const workLink = (site: Site, work: NewWork) => `${site.publicUrl}${artworkHref(work.slug)}`;

/** A painting in a mail: its image (linked), title, artist and price, and a line more. */
function workHtml(site: Site, work: NewWork, more?: string) {
  return `<p><a href="${escapeHtml(workLink(site, work))}"><img src="${escapeHtml(absolute(site, work.imageUrl))}" alt="${escapeHtml(work.title)}" width="320" style="max-width:100%;height:auto"></a><br><strong>${escapeHtml(work.title)}</strong> ${escapeHtml(text.by(work.artist))}: ${escapeHtml(formatPrice(work.price))}${more ? `<br>${escapeHtml(more)}` : ""}</p>`;
}

function workText(site: Site, work: NewWork, more?: string) {
  return [
    `${work.title} ${text.by(work.artist)}: ${formatPrice(work.price)}`,
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
        ? text.newWork.subjectOne(site.gallery, works[0].title)
        : text.newWork.subjectMany(works.length, site.gallery),
      intro: one ? text.newWork.introOne : text.newWork.introMany,
    },
    works,
  );
}

/** A preview link: the coming works its token opens to whoever holds it. */
export const previewUrl = (site: Site, token: string) =>
  `${site.publicUrl}${routes.preview.path}?token=${encodeURIComponent(token)}`;

/**
 * A confirmed follower's early look at a release: the works, the moment they go on sale to
 * everyone, and the private link that opens them before then.
 */
export function earlyAccessMail(
  site: Site,
  to: string,
  followerToken: string,
  release: { previewToken: string; releaseAt: Date; works: NewWork[] },
): Mail {
  const words = text.earlyAccess;
  const link = previewUrl(site, release.previewToken);
  const intro = words.intro(site.gallery, formatMoment(release.releaseAt.toISOString()));
  const foot = footer(site, followerToken);
  const detail = (work: NewWork) => `${work.medium}, ${work.size}`;
  return {
    to,
    subject: words.subject(site.gallery),
    text: [
      intro,
      "",
      words.open,
      link,
      "",
      ...release.works.flatMap((work) => [
        `${work.title} ${text.by(work.artist)}: ${formatPrice(work.price)}`,
        detail(work),
        "",
      ]),
      ...foot.text,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(words.open)}<br><a href="${escapeHtml(link)}">${words.button}</a></p>`,
      ...release.works.map(
        (work) =>
          `<p><a href="${escapeHtml(link)}"><img src="${escapeHtml(absolute(site, work.imageUrl))}" alt="${escapeHtml(work.title)}" width="320" style="max-width:100%;height:auto"></a><br><strong>${escapeHtml(work.title)}</strong> ${escapeHtml(text.by(work.artist))}: ${escapeHtml(formatPrice(work.price))}<br>${escapeHtml(detail(work))}</p>`,
      ),
      foot.html,
    ].join(""),
    headers: unsubscribeHeaders(site, followerToken),
  };
}

/** The paintings someone had in their favourites, free again since an order let them go. */
export function availableAgainMail(site: Site, to: string, works: NewWork[]): Mail {
  const words = text.availableAgain;
  const one = works.length === 1;
  const subject = one ? words.subjectOne(works[0].title) : words.subjectMany(works.length);
  const intro = one ? words.introOne : words.introMany;
  const outro = words.outro;
  return {
    to,
    subject,
    text: [intro, "", ...works.flatMap((work) => workText(site, work)), outro].join("\n"),
    html: [`<p>${intro}</p>`, ...works.map((work) => workHtml(site, work)), `<p>${outro}</p>`].join(
      "",
    ),
  };
}

const alertReason = text.alertReason;

/** Confirms an alert asked for an address other than the signed-in shopper's own. */
export function confirmAlertMail(site: Site, to: string, token: string, title: string): Mail {
  const link = `${site.publicUrl}/api/alerts/confirm/${token}`;
  const words = text.confirmAlert;
  const why = alertReason([title]);
  const foot = footer(site, token, why);
  return {
    to,
    subject: words.subject(title),
    text: [
      words.asked(site.gallery, title),
      "",
      words.confirm,
      link,
      "",
      text.notYou,
      ...foot.text,
    ].join("\n"),
    html: `<p>${words.asked(escapeHtml(site.gallery), escapeHtml(title))}</p><p><a href="${escapeHtml(link)}">${words.button}</a></p><p>${text.notYou}</p>${foot.html}`,
    headers: unsubscribeHeaders(site, token),
  };
}

/** Sent instead of a second confirmation to an address whose alert is active already. */
export function alertActiveMail(site: Site, to: string, token: string, title: string): Mail {
  const why = alertReason([title]);
  const foot = footer(site, token, why);
  const said = text.alertActive.text(title);
  return {
    to,
    subject: text.alertActive.subject(title),
    text: [said, ...foot.text].join("\n"),
    html: `<p>${escapeHtml(said)}</p>${foot.html}`,
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
        ? text.similarWork.subjectOne(works[0].title)
        : text.similarWork.subjectMany(works.length),
      intro: one ? text.similarWork.introOne : text.similarWork.introMany,
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
    artworkSlug: string | null;
    artworkTitle: string | null;
  },
): Mail {
  const words = text.enquiry;
  const about = words.about(enquiry.artworkTitle, site.gallery);
  const subject =
    enquiry.kind === "commission"
      ? words.commission(enquiry.name, enquiry.artworkTitle ? about : null)
      : words.question(enquiry.name, about);
  const painting = enquiry.artworkSlug
    ? `${site.publicUrl}${artworkHref(enquiry.artworkSlug)}`
    : undefined;
  const admin = `${site.publicUrl}${routes.admin.path}?tab=enquiries`;
  const from = `${enquiry.name} <${enquiry.email}>`;
  return {
    to,
    subject,
    // The address was validated as one address with no control characters.
    headers: { "Reply-To": enquiry.email },
    text: [
      `${subject}.`,
      "",
      `${words.from}: ${from}`,
      ...(painting ? [`${words.painting}: ${painting}`] : []),
      "",
      enquiry.message,
      "",
      `${words.reply(enquiry.name)} ${words.everyEnquiry} ${words.theAdmin}: ${admin}`,
    ].join("\n"),
    html: [
      `<p><strong>${escapeHtml(subject)}</strong></p>`,
      `<p>${words.from}: ${escapeHtml(from)}${painting ? `<br>${words.painting}: <a href="${escapeHtml(painting)}">${escapeHtml(about)}</a>` : ""}</p>`,
      `<p style="white-space:pre-line">${escapeHtml(enquiry.message)}</p>`,
      `<p>${words.reply(escapeHtml(enquiry.name))} ${words.everyEnquiry} <a href="${escapeHtml(admin)}">${words.theAdmin}</a>.</p>`,
    ].join(""),
  };
}
