// Every order e-mail, by event: the buyer's (mails-buyer.ts), the owners' (mails-owner.ts) and a
// plan's (mails-plans.ts), made of the parts in mail-layout.ts.
import { buyerMails } from "./mails-buyer";
import { ownerMails } from "./mails-owner";
import { planMails } from "./mails-plans";

export type { OrderMailContext, OverduePart, Trader } from "./mail-layout";

/** Order e-mails: the buyer on each step of an order, the owners on what they must do. */
export const orderMails = { ...planMails, ...buyerMails, ...ownerMails };
