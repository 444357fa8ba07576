import { type Context, Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import { validate } from "#server/http/validate";
import { messages } from "#shared/messages";
import type { PaymentRequestStatus } from "#shared/offers";
import { paymentRequestInputSchema } from "#shared/payment-request-input";
import type { CheckoutResult } from "./paying";
import type { RequestResult } from "./rows";
import type { PaymentRequests } from "./service";

const text = messages.paymentRequestApi;
const idParam = z.object({ id: z.uuid({ error: "Payment request id must be a valid UUID" }) });

/** Why a request that is no longer open cannot be paid, in the payer's words. */
const closedReason = (status: PaymentRequestStatus) =>
  status === "paid" ? text.paidAlready : status === "expired" ? text.expired : text.cancelled;

/** The answer to an owner's move: the request as it is now, or why not. */
function answer(c: Context, result: RequestResult, created = false) {
  if (result.ok) return c.json({ request: result.request }, created ? 201 : 200);
  switch (result.reason) {
    case "not-found":
      return c.json({ error: text.notFound }, 404);
    case "artwork-not-found":
      return c.json({ error: text.artworkNotFound, field: "artworkId" }, 400);
    case "artwork-not-released":
      return c.json({ error: text.artworkNotReleased, field: "artworkId" }, 400);
    case "not-open":
      return c.json({ error: text.notOpen(result.status), status: result.status }, 409);
  }
}

function checkoutAnswer(c: Context, result: CheckoutResult) {
  if (result.ok) return c.json({ url: result.url }, 200);
  switch (result.reason) {
    case "not-found":
      return c.json({ error: text.notFound }, 404);
    case "not-open":
      return c.json({ error: closedReason(result.status), status: result.status }, 409);
    case "manual":
      return c.json({ error: text.manualOnly, instructions: result.instructions }, 409);
    case "expires-soon":
      return c.json({ error: text.expiresSoon }, 409);
    case "card-unavailable":
      return c.json({ error: text.cardUnavailable }, 502);
  }
}

/**
 * The owner's payment requests (`/api/admin/payment-requests`): make one (its mail goes with
 * it), list them, cancel one or record its payment. Owners only: 401 signed out, 403 else.
 */
export function adminPaymentRequestRoutes(requests: PaymentRequests) {
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", async (c) => c.json({ requests: await requests.list() }))
    .post("/", validate("json", paymentRequestInputSchema), async (c) =>
      answer(c, await requests.create(c.req.valid("json")), true),
    )
    .post("/:id/cancel", validate("param", idParam), async (c) =>
      answer(c, await requests.cancel(c.req.valid("param").id)),
    )
    .post("/:id/paid", validate("param", idParam), async (c) =>
      answer(c, await requests.markPaid(c.req.valid("param").id)),
    );
}

/**
 * The payer's side (`/api/payment-requests`), with no sign-in: the request's id, sent only in
 * its mail, is the key. What to pay (never the payer's address), and a card payment's page.
 */
export function paymentRequestRoutes(requests: PaymentRequests) {
  return new Hono()
    .get("/:id", validate("param", idParam), async (c) => {
      const request = await requests.payable(c.req.valid("param").id);
      if (!request) return c.json({ error: text.notFound }, 404);
      c.header("Cache-Control", "no-store");
      return c.json({ request });
    })
    .post("/:id/pay", validate("param", idParam), async (c) =>
      checkoutAnswer(c, await requests.checkout(c.req.valid("param").id)),
    );
}
