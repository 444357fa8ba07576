import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import Stripe from "stripe";

// A local stand-in for the parts of Stripe's HTTP API that Atelier's server calls through the
// official SDK (Checkout Sessions: create, retrieve, expire), plus a minimal hosted payment
// page. Stripe cannot be reached from here; tests point STRIPE_API_BASE at this.
// It lives in tests/ only: the product has no stand-in, only the real SDK.

export type StandInSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  mode: string;
  currency: string;
  amount_total: number;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  line_items: Array<{
    quantity: number;
    price_data: {
      unit_amount: number;
      currency: string;
      product_data: { name: string; images?: string[] };
    };
  }>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  payment_intent: string | null;
  created: number;
};

/** `a[b][0][c]=v` form fields (as the SDK encodes them) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

type Delivery = (payload: string, signature: string) => Promise<unknown>;

/** The most one Checkout Session may charge, in pence (Stripe's limit for GBP). */
export const STRIPE_AMOUNT_MAX = 99_999_999;

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * Starts the stand-in on 127.0.0.1. Events (checkout.session.completed / .expired) are signed
 * with `webhookSecret` by the SDK's own test-header helper and handed to `deliver`.
 */
export async function startStripeStandIn(options: {
  webhookSecret: string;
  deliver: Delivery;
  port?: number;
}) {
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, string>();
  /** Refunds made, by id; and how many refund requests to fail with a 500 first (tests). */
  const refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  const refundByKey = new Map<string, string>();
  const failing = { refunds: 0 };
  const requests: Array<{
    method: string;
    path: string;
    body: Record<string, unknown>;
    idempotencyKey?: string;
  }> = [];
  const sdk = new Stripe("sk_test_stand_in");
  let base = "";

  const event = (type: string, session: StandInSession) => {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
    const signature = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
    });
    return { payload, signature };
  };

  const send = async (type: string, session: StandInSession) => {
    const signed = event(type, session);
    await options.deliver(signed.payload, signed.signature);
    return signed;
  };

  const complete = async (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: `pi_${randomBytes(12).toString("hex")}`,
    });
    return send("checkout.session.completed", session);
  };

  const expire = async (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    session.status = "expired";
    return send("checkout.session.expired", session);
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res: http.ServerResponse, status: number, message: string) =>
    json(res, status, { error: { type: "invalid_request_error", message } });

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", async () => {
      try {
        const url = new URL(req.url ?? "/", base);
        const body = parseStripeForm(raw);
        const idempotencyKey = req.headers["idempotency-key"];
        requests.push({
          method: req.method ?? "",
          path: url.pathname,
          body,
          idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
        });
        const [, , resource, sub, id, action] = url.pathname.split("/");
        if (
          url.pathname.startsWith("/v1/") &&
          !req.headers.authorization?.startsWith("Bearer sk_")
        ) {
          return stripeError(res, 401, "Invalid API Key provided");
        }
        if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
          const key = req.headers["idempotency-key"];
          const known = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
          if (known) return json(res, 200, sessions.get(known));
          const items = (body.line_items ?? []) as StandInSession["line_items"];
          if (!body.success_url || items.length === 0) {
            return stripeError(res, 400, "Missing required param: line_items or success_url.");
          }
          // As Stripe: one payment takes at most 99,999,999 of the currency's smallest unit.
          const amounts = items.map(
            (item) => Number(item.price_data.unit_amount) * Number(item.quantity),
          );
          if (amounts.reduce((sum, amount) => sum + amount, 0) > STRIPE_AMOUNT_MAX) {
            return stripeError(res, 400, "Amount must be no more than £999,999.99");
          }
          const id = `cs_test_${randomBytes(12).toString("hex")}`;
          const session: StandInSession = {
            id,
            object: "checkout.session",
            url: `${base}/pay/${id}`,
            status: "open",
            payment_status: "unpaid",
            mode: String(body.mode),
            currency: String(items[0].price_data.currency),
            amount_total: items.reduce(
              (sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity),
              0,
            ),
            customer_email: (body.customer_email as string) ?? null,
            client_reference_id: (body.client_reference_id as string) ?? null,
            metadata: (body.metadata as Record<string, string>) ?? {},
            line_items: items,
            success_url: String(body.success_url),
            cancel_url: String(body.cancel_url),
            expires_at: Number(body.expires_at),
            payment_intent: null,
            created: Math.floor(Date.now() / 1000),
          };
          sessions.set(id, session);
          if (typeof key === "string") byIdempotencyKey.set(key, id);
          return json(res, 200, session);
        }
        if (resource === "checkout" && sub === "sessions" && id) {
          const session = sessions.get(id);
          if (!session) return stripeError(res, 404, `No such checkout.session: '${id}'`);
          if (req.method === "GET" && !action) return json(res, 200, session);
          if (req.method === "POST" && action === "expire") {
            if (session.status !== "open") {
              return stripeError(res, 400, "Only open sessions can be expired.");
            }
            await expire(id);
            return json(res, 200, session);
          }
        }
        if (req.method === "POST" && url.pathname === "/v1/refunds") {
          if (failing.refunds > 0) {
            failing.refunds -= 1;
            return json(res, 500, { error: { type: "api_error", message: "Stand-in failure" } });
          }
          const key = req.headers["idempotency-key"];
          const known = typeof key === "string" ? refundByKey.get(key) : undefined;
          if (known) return json(res, 200, { object: "refund", ...refunds.get(known) });
          const paid = [...sessions.values()].find(
            (session) => session.payment_intent === body.payment_intent,
          );
          if (!paid) {
            return stripeError(res, 400, `No such payment_intent: '${body.payment_intent}'`);
          }
          const refund = {
            id: `re_${randomBytes(12).toString("hex")}`,
            payment_intent: String(body.payment_intent),
            amount: paid.amount_total,
            status: "succeeded",
          };
          refunds.set(refund.id, refund);
          if (typeof key === "string") refundByKey.set(key, refund.id);
          return json(res, 200, { object: "refund", ...refund });
        }
        if (url.pathname === "/health") return json(res, 200, { ok: true });
        // The hosted page: a Pay button that completes the session, and a way back.
        const pay = url.pathname.match(/^\/pay\/(cs_test_[0-9a-f]+)$/);
        const session = pay ? sessions.get(pay[1]) : undefined;
        if (pay && session && req.method === "GET") {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          const pounds = (session.amount_total / 100).toFixed(2);
          return res.end(
            `<!doctype html><html lang="en"><title>Stand-in Checkout</title><main><h1>Stand-in Checkout</h1><p>Total £${pounds}</p><form method="post"><button>Pay £${pounds}</button></form><p><a href="${session.cancel_url}">Back to the shop</a></p></main></html>`,
          );
        }
        if (pay && session && req.method === "POST") {
          if (session.status === "open") await complete(session.id);
          res.writeHead(303, {
            location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id),
          });
          return res.end();
        }
        stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
      } catch (error) {
        stripeError(res, 500, (error as Error).message);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    requests,
    refunds,
    /** The next `count` refund requests answer 500, as Stripe does when it fails. */
    failRefunds(count: number) {
      failing.refunds = count;
    },
    complete,
    expire,
    /** A signed event for `session` as Stripe would send it, not yet delivered. */
    event,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run on its own for the browser journey: node --import tsx tests/stripe-stand-in.ts --port N
// --webhook <url> --secret <whsec_…>; events are POSTed to the webhook URL.
if (process.argv[1]?.endsWith("stripe-stand-in.ts")) {
  const { values } = parseArgs({
    options: { port: { type: "string" }, webhook: { type: "string" }, secret: { type: "string" } },
  });
  if (!values.port || !values.webhook || !values.secret) {
    console.error("usage: stripe-stand-in.ts --port <n> --webhook <url> --secret <whsec_…>");
    process.exit(2);
  }
  const webhook = values.webhook;
  const standIn = await startStripeStandIn({
    port: Number(values.port),
    webhookSecret: values.secret,
    deliver: (payload, signature) =>
      fetch(webhook, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      }),
  });
  console.log(`Stripe stand-in on ${standIn.url}, delivering events to ${webhook}`);
}
