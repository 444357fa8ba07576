import { certificateLink, issueCertificates, voidCertificates } from "#server/certificates/service";
import type { Config } from "#server/config";
import type { Mail } from "#server/mail/mailer";
import type { MailOutbox } from "#server/mail/outbox";
import { noticeAddresses, readTrader } from "#server/shop/service";
import type { Order } from "#shared/order";
import { type OverduePart, orderMails, type Trader } from "./mails";
import { planView } from "./plans";
import type { Released } from "./ports";
import { itemsOf } from "./reads";
import type { Queryable } from "./service";
import { type OrderSettings, toOrder } from "./view";

type OrderRow = Parameters<typeof toOrder>[0];

export type OrderNotices = ReturnType<typeof createOrderNotices>;

/**
 * The e-mails of an order's life (docs/product.md: selling), each written to the mail outbox through
 * `tx`, the transaction of the change it reports (decision 013): the order and its mail
 * commit together or not at all, and the delivery sends the mail afterwards.
 */
export function createOrderNotices(deps: {
  outbox: MailOutbox;
  config: Pick<Config, "galleryName" | "publicUrl" | "adminEmails">;
  settings: OrderSettings;
  /** What paintings an order let go set in motion (others told they are available again). */
  released?: Released;
}) {
  const context = { gallery: deps.config.galleryName, publicUrl: deps.config.publicUrl };
  /** The buyer's mail and, when `toOwner` is given, one to where the owner's notices go. */
  const enqueue = async (tx: Queryable, buyerMail: Mail, toOwner?: (owner: string) => Mail) => {
    const ownerMails = toOwner
      ? (await noticeAddresses(tx, deps.config.adminEmails)).map(toOwner)
      : [];
    await deps.outbox.enqueue(tx, [buyerMail, ...ownerMails]);
  };
  /** Who sells, as the shop's settings say in this transaction (the gallery's name until set). */
  const trader = async (tx: Queryable): Promise<Trader> => {
    const shop = await readTrader(tx);
    return {
      name: shop.businessName || context.gallery,
      address: shop.address,
      email: shop.email,
      vatNumber: shop.vatNumber,
    };
  };
  /** Its paintings, back in the gallery, are told to those who favourited them. */
  const release = (tx: Queryable, order: Order, buyer: string) =>
    deps.released?.(
      tx,
      order.items.map((item) => item.artworkId),
      buyer,
    );
  /**
   * An order the buyer's right to cancel closed (a paid order cancelled, a return back): its
   * certificates are void, and its paintings told to those who favourited them.
   */
  const closedByCancellation = async (tx: Queryable, order: Order, buyer: string) => {
    await voidCertificates(tx, order.id, new Date());
    await release(tx, order, buyer);
  };

  return {
    /** A placed order: the buyer's confirmation, which keeps the contract on record. */
    placed: async (tx: Queryable, order: Order, buyer: string) =>
      enqueue(tx, orderMails.placed(context, order, buyer, await trader(tx)), (owner) =>
        orderMails.ownerNewOrder(context, order, owner, buyer),
      ),
    /**
     * A paid order: its certificates are issued, in the same transaction, and the buyer's mail
     * links them.
     */
    async paid(tx: Queryable, order: Order, buyer: string) {
      await issueCertificates(tx, order.id, order.paidAt ? new Date(order.paidAt) : new Date());
      // The order's lines in its own order (by position), now with their certificates.
      const lines = (await itemsOf(tx, [order.id])).sort((a, b) => a.position - b.position);
      const certified = {
        ...order,
        items: order.items.map((item, index) => ({
          ...item,
          certificate: certificateLink(
            order.id,
            lines[index]?.certificateArtworkId,
            lines[index]?.certificateCode,
          ),
        })),
      };
      await enqueue(tx, orderMails.paid(context, certified, buyer, await trader(tx)));
    },
    shipped: (tx: Queryable, order: Order, buyer: string) =>
      enqueue(tx, orderMails.shipped(context, order, buyer)),
    /** The first part of a plan is paid: the buyer's mail lists the parts to come. */
    async planStarted(tx: Queryable, order: Order, buyer: string) {
      const lines = await itemsOf(tx, [order.id]);
      const withPlan = { ...order, plan: planView(lines[0]?.planParts) };
      await enqueue(tx, orderMails.planStarted(context, withPlan, buyer));
    },
    /** A part two weeks overdue: the buyer and the owner are told. */
    partOverdue: (tx: Queryable, order: Order, buyer: string, part: OverduePart) =>
      enqueue(tx, orderMails.partOverdue(context, order, buyer, part), (owner) =>
        orderMails.ownerPartOverdue(context, order, owner, buyer, part),
      ),
    /** The owner moved a plan's unpaid parts a month later: the buyer is told. */
    planExtended: (tx: Queryable, order: Order, buyer: string) =>
      enqueue(tx, orderMails.planExtended(context, order, buyer)),
    /** The owner cancelled a plan: the buyer is told, the paintings are free again. */
    async planCancelled(tx: Queryable, order: Order, buyer: string) {
      await enqueue(tx, orderMails.planCancelled(context, order, buyer));
      await release(tx, order, buyer);
    },
    /** Marked delivered: the buyer is told until when they may cancel. */
    delivered: async (tx: Queryable, order: Order, buyer: string) =>
      enqueue(tx, orderMails.delivered(context, order, buyer, await trader(tx))),
    /**
     * The buyer cancelled a paid order before dispatch: the buyer and the owners are told what
     * follows (a card refunded by the shop, a manual payment paid back by the owner).
     */
    async withdrawn(tx: Queryable, order: Order, buyer: string) {
      await closedByCancellation(tx, order, buyer);
      await enqueue(tx, orderMails.withdrawn(context, order, buyer), (owner) =>
        orderMails.ownerCancelled(context, order, owner, buyer),
      );
    },
    /** The buyer asks to return a dispatched order: both sides are told where it goes. */
    returnRequested: async (tx: Queryable, order: Order, buyer: string) =>
      enqueue(tx, orderMails.returnRequested(context, order, buyer, await trader(tx)), (owner) =>
        orderMails.ownerReturnRequested(context, order, owner, buyer),
      ),
    /** The owner has the paintings back: the buyer is told the refund follows. */
    async returned(tx: Queryable, order: Order, buyer: string) {
      await closedByCancellation(tx, order, buyer);
      await enqueue(tx, orderMails.returned(context, order, buyer));
    },
    /**
     * The refund of an order closed by the right to cancel has reached the buyer: they are told.
     * Its paintings and certificates were dealt with when it closed.
     */
    refundRecorded: (tx: Queryable, order: Order, buyer: string) =>
      enqueue(tx, orderMails.refunded(context, order, buyer)),
    async cancelled(tx: Queryable, order: Order, buyer: string, byBuyer: boolean) {
      await enqueue(
        tx,
        orderMails.cancelled(context, order, buyer),
        byBuyer ? (owner) => orderMails.ownerCancelled(context, order, owner, buyer) : undefined,
      );
      await release(tx, order, buyer);
    },
    /**
     * A refunded order: its certificates are void, the buyer is told, and its paintings, back
     * in the gallery, are told to those who favourited them.
     */
    async refunded(tx: Queryable, order: Order, buyer: string) {
      await voidCertificates(tx, order.id, new Date());
      await enqueue(tx, orderMails.refunded(context, order, buyer));
      await release(tx, order, buyer);
    },
    /** A card payment that came too late for a painting sold meanwhile: it will be refunded. */
    refundDue: (tx: Queryable, order: Order, buyer: string) =>
      enqueue(tx, orderMails.refundDue(context, order, buyer)),
    /**
     * A late payment refunded: the buyer is told, and the owners too when the shop did it on
     * its own (`automatic`, with Stripe's refund). Its paintings stay with the other buyer.
     */
    lateRefunded: (
      tx: Queryable,
      order: Order,
      buyer: string,
      automatic: { refundId: string } | undefined,
    ) =>
      enqueue(
        tx,
        orderMails.refunded(context, order, buyer, true),
        automatic &&
          ((owner) =>
            orderMails.ownerRefundedAutomatically(
              context,
              order,
              owner,
              buyer,
              automatic.refundId,
            )),
      ),
    /** A late payment the shop could not refund on its own for a day: the owners are asked. */
    async refundNeeded(
      tx: Queryable,
      order: Order,
      buyer: string,
      problem: { paymentId: string; reason: string },
    ) {
      const owners = await noticeAddresses(tx, deps.config.adminEmails);
      await deps.outbox.enqueue(
        tx,
        owners.map((owner) => orderMails.ownerRefundNeeded(context, order, owner, buyer, problem)),
      );
    },
    /** Tells each buyer whose order `tx` has just expired (each order expires once). */
    async expired(tx: Queryable, rows: OrderRow[]) {
      if (rows.length === 0) return;
      const items = await itemsOf(
        tx,
        rows.map((row) => row.id),
      );
      const mails = rows.map((row) => {
        const mine = items.filter((item) => item.orderId === row.id);
        return orderMails.expired(context, toOrder(row, mine, deps.settings), row.buyerEmail);
      });
      await deps.outbox.enqueue(tx, mails);
      for (const row of rows) {
        const released = items.filter((item) => item.orderId === row.id);
        await deps.released?.(
          tx,
          released.map((item) => item.artworkId),
          row.buyerEmail,
        );
      }
    },
  };
}
