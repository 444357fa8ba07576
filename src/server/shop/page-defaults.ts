import { addressOnOneLine } from "#shared/address";
import { BANDS, ZONES } from "#shared/delivery";
import type { SizeUnit } from "#shared/filters";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { routes } from "#shared/routes";
import { bandLabel, type ShopInfo, type ShopPageSlug } from "#shared/shop";

/**
 * The shop's pages as Atelier ships them, until the owner writes their own: en-GB, for a UK
 * sole trader or company selling original paintings to consumers (the Consumer Contracts
 * Regulations 2013, the Consumer Rights Act 2015, UK GDPR). The business details, the artist,
 * how she is paid and the delivery rates are the shop's settings, filled in each time the page
 * is read, so a default always says what the shop does now.
 */

const texts = messages.shopPages;

/** What a default says about the shop, read from its settings. */
type Details = {
  /** The trading name, or the gallery's while none is set. */
  trader: string;
  gallery: string;
  /** The address on one line, or null while none is set. */
  address: string | null;
  /** The artist's name, or null while none is set. */
  artist: string | null;
  /** The unit most of her works' sizes are written in. */
  unit: SizeUnit;
  /** "by e-mail at [studio@…](mailto:studio@…)", or another way to write while none is set. */
  write: string;
  email: string | null;
  shop: ShopInfo;
};

/**
 * A value the owner typed, as Markdown that shows it as typed: the characters that would
 * start emphasis, a link, code or an entity are escaped, and so is what would start a block.
 */
export function markdownText(value: string): string {
  return value
    .replace(/[\\`*_[\]<>~]/g, "\\$&")
    .replace(/&(?=#?[a-z0-9]+;)/gi, "\\&")
    .replace(/^(\s*)([#+=-]|\d+[.)])/, "$1\\$2");
}

/**
 * Text of several lines the owner typed, as Markdown that keeps them: each line escaped and
 * ended by a line break, a blank line starting a new paragraph; `prefix` starts every line
 * (a blockquote's "> ").
 */
function markdownLines(value: string, prefix = ""): string {
  return value
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) =>
      paragraph
        .split(/\r?\n/)
        .map((line) => `${prefix}${markdownText(line.trim())}`)
        .join("  \n"),
    )
    .join(`\n${prefix.trim()}\n`);
}

/** An address on one line, as Markdown, or null when none is given. */
function oneLine(address: string | null): string | null {
  const line = addressOnOneLine(address);
  return line ? markdownText(line) : null;
}

function detailsOf(shop: ShopInfo, unit: SizeUnit): Details {
  const email = shop.email ? markdownText(shop.email) : null;
  return {
    trader: markdownText(shop.businessName || shop.galleryName),
    gallery: markdownText(shop.galleryName),
    address: oneLine(shop.address),
    artist: shop.artistName.trim() ? markdownText(shop.artistName.trim()) : null,
    unit,
    write: email
      ? `by e-mail at [${email}](mailto:${shop.email})`
      : "using the Enquire button on any painting's page",
    email,
    shop,
  };
}

const link = (label: string, path: string) => `[${label}](${path})`;
const returnsLink = () => link(texts.defaultTitles.returns.toLowerCase(), routes.returns.path);
const deliveryLink = () => link(texts.defaultTitles.delivery.toLowerCase(), routes.delivery.path);

/** A rate as the page shows it: "Free", "£45", or not shipped. */
function rateText(pounds: number | null): string {
  if (pounds === null) return texts.notShipped;
  return pounds === 0 ? texts.free : formatPrice(pounds);
}

function rateTable(shop: ShopInfo, unit: SizeUnit): string {
  return ZONES.map((zone) =>
    [
      `### ${texts.zones[zone]}`,
      "",
      ...BANDS.map(
        (band) => `- ${bandLabel(band, unit)}: ${rateText(shop.delivery.rates[zone][band])}`,
      ),
    ].join("\n"),
  ).join("\n\n");
}

/** The artist section: her statement as she wrote it, or a general word while she has none. */
function artistSection(shop: ShopInfo): string {
  if (shop.statement.trim()) return markdownLines(shop.statement);
  return "Every painting here begins in the studio, as sketches and colour studies made from life, and is worked on over days or weeks until it is finished and varnished. The work moves between landscape, still life and abstraction, in oil, acrylic and watercolour, and always comes back to the same things: light, colour and the quiet of a place.";
}

function about({ trader, gallery, address, write, artist, shop }: Details): string {
  const studio =
    trader === gallery
      ? `${gallery} is ${artist ? `${artist}'s` : "an artist's"} own gallery`
      : `${trader} is the studio behind ${gallery}`;
  const by = artist ?? "the artist";
  return `${studio}: original paintings, each one of a kind, painted by hand, signed and sold directly by ${by}. There are no prints and no editions — when a painting is sold, it is gone from the gallery for good.

## ${artist ?? "The artist"}

${artistSection(shop)}

## Biography

The paintings in this gallery are ${artist ? `${artist}'s` : "the artist's"} own, made in the studio and offered here as each one is finished, with its size, medium and price. Buying here, you buy directly from ${artist ?? "the person who made the work"} — and you can ask ${artist ? "about any of them" : "them about it"}.

## CV and exhibitions

A full CV — exhibitions, awards, residencies and the collections that hold the work — is available on request. Write ${write} and it will be sent to you.

## Press

For interviews, features and images for publication, write ${write}. High-resolution photographs of any painting in the gallery can be provided.

## Visiting the studio

${
  shop.delivery.collection && address
    ? `The studio is at ${address}. You are welcome to see a painting before you buy it, or to collect one you have bought: write first to arrange a time.`
    : `The studio is a working space and is not open to the public, but you are welcome to ask about seeing a painting before you buy it.`
}

## Get in touch

Ask about a painting, or about a commission, with the Enquire button on the painting's page, or write ${write}. To hear when new paintings arrive, follow ${by} at the foot of any page: one e-mail when there is new work, with a link to stop.
`;
}

function delivery({ trader, address, write, unit, shop }: Details): string {
  const collection =
    shop.delivery.collection &&
    `## Collection from the studio

You may collect your painting from the studio${address ? ` at ${address}` : ""}, free of charge: choose collection at checkout, give your name and a phone number, and we will arrange a time with you. Please bring the order's e-mail.

`;
  return `Every painting is packed by hand, insured and sent on its own by a courier with tracking. The delivery charge is worked out from where it is going and how big it is, and you see it in your cart and at checkout before you place an order. If you buy more than one painting, each is packed and insured separately, so their charges add up.

## Where we deliver

- **${texts.zones.uk}**: England, Wales, Scotland and Northern Ireland.
- **${texts.zones.europe}**: ${texts.europeIs}.
- **${texts.zones.world}**: every other country.

## Sizes

A painting's size for delivery is set by its longest side, as its page gives it:

${BANDS.map((band) => `- ${bandLabel(band, unit)}`).join("\n")}

## Rates

${rateTable(shop, unit)}

Where a size is marked "${texts.notShipped}", we do not send paintings of that size to that zone as standard, but we can often arrange it: please ask ${write} before you order, and we will quote for it.

${collection || ""}## When it arrives

We dispatch paintings as soon as we can once payment is received, and tell you by e-mail when yours is on its way, with its tracking number where the courier gives one. Your painting will be delivered within 30 days of your order unless we agree a different date with you.

## Deliveries outside the United Kingdom

Paintings sent outside the United Kingdom may be charged import VAT and customs duties by the country they are delivered to. These are not part of our price or our delivery charge: they are set and collected by that country's customs, usually by the courier when the painting is delivered, and you pay them. Please check with your local customs office if you are unsure.

## If something goes wrong

If your painting arrives damaged, please tell us straight away ${write}, with photographs of the painting and its packaging, and keep the packaging: every painting is insured in transit, and we will put it right. Your rights to cancel and to a refund are set out in our ${returnsLink()}.
${address ? `\n${trader}, ${address}\n` : ""}`;
}

function returns({ trader, address, write, shop }: Details): string {
  const days = shop.returnDays;
  return `You can change your mind. If you buy a painting from us, you have ${days} days to cancel your order, counted from the day you — or someone you name — receive the painting (or collect it from the studio). You do not need to give a reason.

## Before your painting is sent

Until your painting has been dispatched, you can cancel your order at once: use **Cancel** on the order in your account (Profile → Orders). ${
    shop.payment.method === "card"
      ? `A card payment is refunded straight away; any other payment is refunded by us within ${days} days.`
      : `What you have paid is refunded by us within ${days} days.`
  }

## After it has arrived

To cancel once your painting has been sent or delivered, tell us within ${days} days of delivery, in any of these ways:

- use **Return** on the order in your account (Profile → Orders);
- reply to your order confirmation e-mail; or
- write to us ${write}${address ? `, or by post to ${trader}, ${address}` : ""}.

We will reply with where to send the painting. Please send it back within ${days} days of telling us, packed as carefully as it came to you (in its original packaging if you still have it), and insured for its value.

## Return postage

**You pay the cost of sending the painting back**, unless it is faulty, damaged or not as described, in which case we pay it. We recommend a tracked and insured service: the painting is your responsibility until it reaches us.

## Your refund

We refund the price of the painting and the original delivery charge within ${days} days of getting the painting back — or sooner, within ${days} days of you showing us that you have sent it. We refund in the way you paid. We may take off an amount for any damage caused by handling the painting more than you would need to in a shop.

## Commissions

A painting made for you to your own specification (a commission) cannot be cancelled once we have begun work on it, unless it is faulty or not as agreed.

## Faulty paintings

None of this affects your legal rights under the Consumer Rights Act 2015: a painting must be as described and of satisfactory quality. If it is not, you can reject it within 30 days of delivery for a full refund, including the return postage. See our ${link(messages.footer.terms.toLowerCase(), routes.terms.path)}.
`;
}

/**
 * Who runs the gallery, in the form it trades in: a sole trader, or a company with its number
 * and registered office.
 */
function whoRuns({ trader, gallery, address, shop }: Details): string {
  const named = trader === gallery ? "" : `${trader}, `;
  if (shop.businessForm === "company") {
    const number = shop.companyNumber ? `, company number ${markdownText(shop.companyNumber)}` : "";
    const office = oneLine(shop.registeredOffice);
    const registered = office ? `, whose registered office is at ${office}` : "";
    const trading = address && address !== office ? ` Our trading address is ${address}.` : "";
    return `${gallery} is run by ${named}a company registered in the United Kingdom${number}${registered}.${trading}`;
  }
  return `${gallery} is run by ${named}a sole trader in the United Kingdom${address ? `, of ${address}` : ""}.`;
}

/** How an order is paid, as the shop takes payment now; the monthly parts and offers she allows. */
function payment({ shop }: Details): string {
  const ways =
    shop.payment.method === "card"
      ? "You pay by card through Stripe, our payment provider (we never see or keep your card details). A reserved painting is released if payment is not completed in time, and the order then lapses."
      : manualPayment(shop.payment);
  const parts =
    shop.instalmentsMax > 1
      ? `\n\nYou may choose at checkout to pay for your order in up to ${shop.instalmentsMax} monthly parts instead of all at once. The painting is reserved for you while you pay, and it is yours once the last part is paid.`
      : "";
  const offers = shop.offers.enabled
    ? `\n\nYou may also make an offer on a painting priced at ${formatPrice(shop.offers.minPrice)} or more. If we accept it, or you accept a price we propose, the painting is kept for you for a short time to order at that price; the contract is formed, as for any order, when we confirm your order.`
    : "";
  return `${ways}${parts}${offers}`;
}

function manualPayment(manual: Extract<ShopInfo["payment"], { method: "manual" }>): string {
  const instructions = manual.instructions
    ? ` They are:\n\n${markdownLines(manual.instructions, "> ")}\n\n`
    : " ";
  return `You pay by following the payment instructions we e-mail to you with your order.${instructions}We hold the paintings in your order for you for ${manual.holdHours} hours while you pay; if your payment has not reached us by then, they are released and the order lapses.`;
}

function terms(details: Details): string {
  const { gallery, write, email, unit, shop } = details;
  const days = shop.returnDays;
  const vat = shop.vatNumber
    ? `Our VAT number is ${markdownText(shop.vatNumber)}.`
    : "We are not registered for VAT.";
  return `These terms apply when you buy a painting from ${gallery} as a consumer. Please read them before you place an order; they are also linked from the e-mail that confirms your order, so you can keep a copy.

## 1. Who we are

${whoRuns(details)} You can contact us ${write}. ${vat}

## 2. The paintings

Every painting we sell is an original, one of a kind, painted and signed by the artist. We describe and photograph each one as accurately as we can, with its medium and size; colours on a screen can differ slightly from the painting itself. Sizes are given in ${unit === "in" ? "inches" : "centimetres"}, width by height, without a frame unless the description says it is framed.

## 3. Prices and delivery

Prices are in pounds sterling (GBP). ${
    shop.vatNumber
      ? "They include VAT at the rate that applies."
      : "As we are not registered for VAT, no VAT is added."
  } The delivery charge depends on where the painting is going and its size (see ${deliveryLink()}); it is shown in your cart and at checkout, with the total you will pay, before you place your order. Nothing else is added by us. Outside the United Kingdom, import VAT and duties, if any, are charged by the country of delivery when the painting arrives, and are paid by you.

## 4. Your order and our contract

When you place an order, the paintings in it are reserved for you while you pay. The contract between us is formed when we confirm your order by e-mail. If a painting can no longer be sold — for example because it was sold elsewhere a moment before — we will tell you, and you will not be charged for it.

## 5. Payment

${payment(details)}

## 6. Delivery and collection

We deliver to the address you give us, within 30 days of the contract unless we agree otherwise${
    shop.delivery.collection ? ", or you may collect the painting from our studio" : ""
  }. The painting is yours, and at your risk, once it is delivered to you or collected. See ${deliveryLink()}.

## 7. Your right to cancel

You may cancel your order within ${days} days of the day you receive the painting, without giving a reason. How to do it, who pays the return postage and when you are refunded are set out in our ${returnsLink()}.

## 8. Faulty paintings

We must supply paintings that are as described, of satisfactory quality and fit for purpose, as the Consumer Rights Act 2015 requires. If a painting is faulty or not as described, you can reject it within 30 days of delivery for a full refund; after that you may be entitled to a repair, a replacement or a refund. Nothing in these terms affects these legal rights.

## 9. Copyright

Buying a painting gives you the painting, not its copyright: the artist keeps the copyright in every work and the right to photograph and show it, for example in a portfolio or an exhibition catalogue. You may of course photograph your painting for your own records and insurance.

## 10. Our responsibility to you

We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to take reasonable care. We do not exclude our liability where it would be unlawful to do so, including for death or personal injury caused by our negligence, or for fraud. We sell to consumers for their own use; we are not responsible for business losses.

## 11. Your personal information

We use your personal information only as our ${link(texts.defaultTitles.privacy.toLowerCase(), routes.privacy.path)} describes.

## 12. The law that applies

These terms are governed by the law of England and Wales, and the courts of England and Wales may hear any dispute; if you live in Scotland or Northern Ireland, you may also bring proceedings in your own country's courts. If something goes wrong, please write to us first${email ? ` at ${email}` : ""}: most problems are put right quickly.
`;
}

function privacy({ trader, gallery, address, write, email, shop }: Details): string {
  const card = shop.payment.method === "card";
  return `This notice explains what personal information ${gallery} keeps, why, for how long, and your rights. ${trader}${address ? `, ${address},` : ""} is responsible for it (the "controller"). You can contact us about it ${write}.

## What we keep

- **Your account**: your name, e-mail address and password (kept only as a one-way hash, which nobody can read back).
- **Your orders**: the paintings you bought, their prices, the delivery charge, the delivery address (or, for a collection, your name and phone number), and whether and how you paid.${card ? " Card details go to our payment provider, Stripe; we never see or keep them." : ""}
- **Your favourites and your cart**: the paintings you saved.
- **Follows and alerts**: the e-mail address you asked us to write to when new work, or a painting like one you liked, arrives.
- **Enquiries**: your name, e-mail address and message when you ask about a painting or a commission.
- **Reviews**: the rating, the words and the name to show that you give when you review an order; we publish them as written, and only after reading them.

We also use a cookie that keeps you signed in. We use no advertising or tracking cookies, and we count how often each painting is viewed without recording who viewed it.

## Why we keep it

- To sell and deliver your paintings, and to refund you if you cancel: this is necessary for our contract with you.
- To keep the records of our sales that the law requires (for HMRC): a legal obligation.
- To answer your enquiries and to keep the shop safe from misuse: our legitimate interests.
- To e-mail you about new work: only because you asked us to (your consent), which you can withdraw at any time with the link in every such e-mail.

We never sell your information. We share only what is needed with those who help us run the shop: ${card ? "Stripe for card payments, " : ""}our e-mail and hosting providers, and the courier who delivers your painting (your name and address).

## How long we keep it

- Your account, favourites and cart: until you delete your account.
- Orders: six years after the end of the financial year of the sale, as tax law requires; if you delete your account, your orders are kept for that time without the link to it.
- Follows and alerts: until you unsubscribe or delete your account.
- Reviews: a published review stays, under the name shown with it, without the link to your account if you delete it; one not yet published goes with your account.
- Enquiries: as long as we need them to answer you, and no longer than two years after your last message.

## Your rights

You have the right to see the information we hold about you, to have it corrected, to have it deleted, to take it with you (portability), and to object to or restrict how we use it. In your profile you can download everything we hold about your account as a file, and delete your account yourself. For anything else, write to us ${write}; we will answer within one month.

## Complaints

If you are unhappy with how we have used your information, please tell us first${email ? ` at ${email}` : ""}. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator: [ico.org.uk/make-a-complaint](https://ico.org.uk/make-a-complaint/) or 0303 123 1113.
`;
}

const writers: Record<ShopPageSlug, (details: Details) => string> = {
  about,
  delivery,
  returns,
  terms,
  privacy,
};

/**
 * A page the owner has not written, with the shop's details as they are now, and sizes in
 * `unit`, the one most of her works are written in.
 */
export function defaultPage(slug: ShopPageSlug, shop: ShopInfo, unit: SizeUnit) {
  return { title: texts.defaultTitles[slug], markdown: writers[slug](detailsOf(shop, unit)) };
}
