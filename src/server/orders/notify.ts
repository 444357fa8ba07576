import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { type Mailer, sendSoon } from "#server/mail/mailer";
import type { Order } from "#shared/order";
import { orderMails } from "./mails";
import { itemsOf, type OrderSettings, ownerAddresses, toOrder } from "./service";

type OrderRow = Parameters<typeof toOrder>[0];

export type OrderNotifier = ReturnType<typeof createOrderNotifier>;

/**
 * DESIGN §8 e-mails, sent after the change they describe has committed. A failed mail is
 * logged and never undoes an order: the order is the truth, the mail its echo.
 */
export function createOrderNotifier(deps: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "galleryName" | "publicUrl" | "adminEmails">;
  settings: OrderSettings;
}) {
  const context = { gallery: deps.config.galleryName, publicUrl: deps.config.publicUrl };
  const send = async (mail: ReturnType<(typeof orderMails)["placed"]>) => {
    try {
      await sendSoon(deps.mailer, mail);
    } catch (error) {
      console.error(`Could not send "${mail.subject}" to ${mail.to}: ${(error as Error).message}`);
    }
  };
  const owners = () => ownerAddresses(deps.db, deps.config.adminEmails);

  return {
    async placed(order: Order, buyerEmail: string) {
      await send(orderMails.placed(context, order, buyerEmail));
      for (const owner of await owners()) {
        await send(orderMails.ownerNewOrder(context, order, owner, buyerEmail));
      }
    },
    async paid(order: Order, buyerEmail: string) {
      await send(orderMails.paid(context, order, buyerEmail));
    },
    async shipped(order: Order, buyerEmail: string) {
      await send(orderMails.shipped(context, order, buyerEmail));
    },
    async cancelled(order: Order, buyerEmail: string, byBuyer: boolean) {
      await send(orderMails.cancelled(context, order, buyerEmail));
      if (!byBuyer) return;
      for (const owner of await owners()) {
        await send(orderMails.ownerCancelled(context, order, owner, buyerEmail));
      }
    },
    /** Issue 12: a card payment that came too late for a painting sold meanwhile. */
    async refundDue(order: Order, buyerEmail: string, paymentId: string) {
      await send(orderMails.refundDue(context, order, buyerEmail));
      for (const owner of await owners()) {
        await send(orderMails.ownerRefundDue(context, order, owner, buyerEmail, paymentId));
      }
    },
    /** Tells each buyer whose order just expired (however many processes noticed). */
    async expired(rows: OrderRow[]) {
      if (rows.length === 0) return;
      const items = await itemsOf(
        deps.db,
        rows.map((row) => row.id),
      );
      for (const row of rows) {
        const order = toOrder(
          row,
          items.filter((item) => item.orderId === row.id),
          deps.settings,
        );
        await send(orderMails.expired(context, order, row.buyerEmail));
      }
    },
  };
}
