// The e-mails' words, by area (texts/mail-*.ts); their layout is the server's. Kept out of
// `messages`, which the browser loads, since no page ever shows them.
import { accountMailTexts } from "#shared/texts/mail-account";
import { authMailTexts } from "#shared/texts/mail-auth";
import { collectorMailTexts } from "#shared/texts/mail-collectors";
import { offerMailTexts } from "#shared/texts/mail-offers";
import { operationsMailTexts } from "#shared/texts/mail-operations";
import { orderMailTexts } from "#shared/texts/mail-orders";
import { passwordMailTexts } from "#shared/texts/mail-password";
import { paymentRequestMailTexts } from "#shared/texts/mail-payment-requests";
import { planMailTexts } from "#shared/texts/mail-plans";
import { reviewMailTexts } from "#shared/texts/mail-reviews";

export const mailTexts = {
  orders: orderMailTexts,
  collectors: collectorMailTexts,
  auth: authMailTexts,
  reviews: reviewMailTexts,
  account: accountMailTexts,
  password: passwordMailTexts,
  offers: offerMailTexts,
  paymentRequests: paymentRequestMailTexts,
  plans: planMailTexts,
  operations: operationsMailTexts,
} as const;
