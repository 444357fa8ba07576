import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { formatMoment } from "#shared/dates";
import { mailTexts } from "#shared/mail-texts";
import { formatPrice } from "#shared/money";
import { payPageHref } from "#shared/payment-requests";
import { routes } from "#shared/routes";

const text = mailTexts.paymentRequests;

/** What every payment request's mail knows of the shop. */
export type RequestSite = { gallery: string; publicUrl: string };

/** A request as its mails tell it. */
export type MailedRequest = {
  id: string;
  number: string;
  email: string;
  description: string;
  amountPence: number;
  expiresAt: Date;
  paidAt: Date | null;
  artwork: { title: string; artist: string } | null;
};

type Paragraph = string | { label: string; value: string; link?: boolean };

const amountOf = (request: MailedRequest) => formatPrice(request.amountPence / 100);
const moment = (at: Date) => text.moment(formatMoment(at.toISOString()));
export const payUrl = (site: RequestSite, id: string) => `${site.publicUrl}${payPageHref(id)}`;
const ownersUrl = (site: RequestSite) =>
  `${site.publicUrl}${routes.admin.path}?tab=payment-requests`;

/**
 * One mail in two parts, plain text and HTML, every value escaped in the HTML: its paragraphs,
 * then what it is for (the description as typed, and the painting if any), then the gallery.
 */
function requestMail(input: {
  site: RequestSite;
  to: string;
  subject: string;
  opening: Paragraph[];
  request: MailedRequest;
  after: Paragraph[];
}): Mail {
  const { request } = input;
  const what: Paragraph[] = [
    request.description,
    ...(request.artwork
      ? [
          {
            label: text.request.painting,
            value: `${request.artwork.title} ${text.by(request.artwork.artist)}`,
          },
        ]
      : []),
  ];
  const paragraphs = [...input.opening, ...what, ...input.after];
  const plain = [
    ...paragraphs.map((p) => (typeof p === "string" ? p : `${p.label}: ${p.value}`)),
    "",
    input.site.gallery,
  ].join("\n");
  const html = [
    ...paragraphs.map((p) =>
      typeof p === "string"
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><strong>${escapeHtml(p.label)}:</strong> ${
            p.link
              ? `<a href="${escapeHtml(p.value)}">${escapeHtml(p.value)}</a>`
              : escapeHtml(p.value)
          }</p>`,
    ),
    `<p>${escapeHtml(input.site.gallery)}</p>`,
  ].join("\n");
  return { to: input.to, subject: input.subject, text: plain, html };
}

/** The mails of a payment request: the link to its payer, the receipt, the owners' news. */
export const paymentRequestMails = {
  /** To the payer: what to pay, for what, by when, and the link to pay it. */
  request: (site: RequestSite, request: MailedRequest) =>
    requestMail({
      site,
      request,
      to: request.email,
      subject: text.request.subject(site.gallery, amountOf(request)),
      opening: [text.request.text(site.gallery, amountOf(request))],
      after: [
        { label: text.request.payBy, value: moment(request.expiresAt) },
        { label: text.request.link, value: payUrl(site, request.id), link: true },
        text.request.ignore,
      ],
    }),
  /** To the payer, once paid (by card or recorded by the owner). */
  receipt: (site: RequestSite, request: MailedRequest) =>
    requestMail({
      site,
      request,
      to: request.email,
      subject: text.receipt.subject(request.number),
      opening: [text.receipt.text(amountOf(request))],
      after: [
        { label: text.receipt.request, value: request.number },
        { label: text.receipt.paidAt, value: moment(request.paidAt ?? new Date()) },
        text.receipt.keep,
      ],
    }),
  /**
   * To an owner, once paid: by card (`paymentId`) or recorded by an owner; `lateStatus` when
   * the card payment came for a request already cancelled or expired.
   */
  ownerPaid: (
    site: RequestSite,
    to: string,
    request: MailedRequest,
    paid: { paymentId: string | null; lateStatus?: string },
  ) =>
    requestMail({
      site,
      request,
      to,
      subject: text.ownerPaid.subject(request.number, amountOf(request)),
      opening: [
        paid.paymentId
          ? text.ownerPaid.card(request.email, amountOf(request))
          : text.ownerPaid.owner(request.email, amountOf(request)),
      ],
      after: [
        ...(paid.lateStatus ? [text.ownerPaid.late(paid.lateStatus)] : []),
        ...(paid.paymentId ? [{ label: text.ownerPaid.payment, value: paid.paymentId }] : []),
        { label: text.list, value: ownersUrl(site), link: true },
      ],
    }),
  /** To an owner: a card payment for a request paid already, to be refunded. */
  ownerPaidTwice: (site: RequestSite, to: string, request: MailedRequest, paymentId: string) =>
    requestMail({
      site,
      request,
      to,
      subject: text.ownerPaidTwice.subject(request.number),
      opening: [text.ownerPaidTwice.text(request.email, amountOf(request), request.number)],
      after: [
        { label: text.ownerPaidTwice.payment, value: paymentId },
        { label: text.list, value: ownersUrl(site), link: true },
      ],
    }),
};
