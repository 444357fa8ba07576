import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { hc } from "hono/client";
import { afterAll, beforeAll, expect } from "vitest";
import type { CatalogueAnswers } from "#server/answers/cache";
import type { AppOptions, AppType, createApp } from "#server/app";
import { createAuth } from "#server/auth/auth";
import { hashPassword } from "#server/auth/password";
import { type Config, parseConfig } from "#server/config";
import { accounts, users } from "#server/db/auth-schema";
import type { Database, Db } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import { createImageStore } from "#server/images/store";
import { createMailroom, type DeliveryReport } from "#server/mail/delivery";
import { createNodeApp } from "#server/node-app";
import type { LateRefundReport } from "#server/orders/late-refunds";
import { createServices, type Services } from "#server/services";
import type { Artwork } from "#shared/artwork";
import { type ArtworkFixture, createTempDir, createTestDatabase, insertArtworks } from "./database";
import { TEST_AUTH_SECRET, testSessions } from "./sessions";

/** The origin the test config trusts by default (PUBLIC_URL unset, PORT 3000). */
export const SITE = "http://localhost:3000";

export type App = ReturnType<typeof createApp>;

/** The cookies a response sets, as a Cookie header ("name=value; name=value"). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export type TestAppOptions = {
  env?: Record<string, string>;
  /** Serve the built client in this directory (the shape of dist/client)… */
  clientDir?: string;
  /** …or one whose only file is this index.html, in a directory of its own. */
  indexHtml?: string;
  /** Artworks to put in the catalogue first (`insertArtworks`); see `TestApp.artworks`. */
  artworks?: ArtworkFixture[];
  /** The app's clock (default: the real time), for holds that must end. */
  clock?: () => Date;
  /**
   * How long a catalogue answer may outlive its version for a visitor without a cookie
   * (decision 062); 0 by default, so a read right after a write sees it, as tests mean.
   */
  staleAnswersMs?: number;
  /** A database the test opened itself (default: a fresh one); closed with the TestApp. */
  database?: Database;
  /** What /readyz asks the database, and whether the process is stopping. */
  ping?: AppOptions["ping"];
  stopping?: AppOptions["stopping"];
};

/** One test's world: a fresh database, the whole app over it, its DATA_DIR and a typed client. */
export type TestApp = {
  database: Database;
  db: Db;
  app: App;
  config: Config;
  dataDir: string;
  /** The image store the config names (DATA_DIR/images, or the bucket of IMAGE_STORE=s3). */
  images: ImageStore;
  /** The `artworks` option as the API shows them, in the order given. */
  artworks: Artwork[];
  /** `app`'s services (services.ts), as the server shares them with its sweep and workers. */
  services: Services;
  /**
   * Another app over the same database and DATA_DIR, with services of its own: another
   * process, or the server after a restart.
   */
  restart: () => App;
  /**
   * One pass of the mail delivery, as the server's worker runs after each commit that wrote
   * mail (decision 013); here nothing runs it on its own, so a test reads mail after this.
   */
  deliverMail: () => Promise<DeliveryReport>;
  /**
   * One pass of the worker that refunds late card payments (orders/late-refunds.ts), which the
   * server runs after each webhook that flagged one; here a test runs it.
   */
  refundLatePayments: () => Promise<LateRefundReport>;
  /** The typed API client (types inferred from the routes) over `app.request`, with Origin. */
  client: (cookie?: string) => ReturnType<typeof hc<AppType>>;
  /** A JSON request from the site's own pages (Origin set), optionally with a session cookie. */
  send: (
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
  /** A verified user with a session, made directly in the database: no sign-up ceremony. */
  signIn: (user?: TestUserOptions) => Promise<TestUser>;
  /** Who follows the artist; `announceDue` is the server's sweep, which nothing runs here. */
  followers: Services["followers"];
  /** Adds the views counted so far to the database, as the server does every half minute. */
  flushViews: () => Promise<void>;
  /** `app`'s catalogue answers, which its fast lane asks (`answerAt`). */
  answers: CatalogueAnswers;
  /**
   * `app` behind a real Node server on 127.0.0.1, as `npm start` serves it: the fast lane
   * first, then the app. Resolves to its origin; closed with the TestApp.
   */
  listen: () => Promise<string>;
  close: () => Promise<void>;
};

export type TestUserOptions = {
  email?: string;
  name?: string;
  owner?: boolean;
  /** A password to sign in with as well, as sign-up and the confirmation link would leave it. */
  password?: string;
};
export type TestUser = { id: string; email: string; name: string; cookie: string };

/** The whole app as the server runs it, on a fresh database with its own empty DATA_DIR. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const { db } = database;
  const dataDir = options.env?.DATA_DIR ?? createTempDir();
  const config = parseConfig({ DATA_DIR: dataDir, ...options.env });
  let clientDir = options.clientDir;
  if (options.indexHtml !== undefined) {
    clientDir = createTempDir();
    await writeFile(path.join(clientDir, "index.html"), options.indexHtml);
  }
  const images = createImageStore(config);
  const { outbox, delivery } = createMailroom({ db, config, clock: options.clock });
  const start = () => {
    const auth = createAuth({ db, config, outbox, secret: TEST_AUTH_SECRET });
    const services = createServices({
      db,
      config,
      auth,
      outbox,
      clock: options.clock,
      images,
      staleAnswersMs: options.staleAnswersMs ?? 0,
    });
    const served = createNodeApp(services, {
      // The render entry from its sources: what dist/render is built from.
      site:
        clientDir === undefined
          ? undefined
          : {
              clientDir,
              loadRenderer: () => import("#client/entry-server").then((entry) => entry.renderPage),
            },
      ping: options.ping,
      stopping: options.stopping,
    });
    return { services, ...served };
  };
  const servers: Server[] = [];
  const first = start();
  const { app, services } = first;
  const artworks = await insertArtworks(db, options.artworks ?? []);

  // The site's own pages: PUBLIC_URL's origin, or SITE while it is unset.
  const origin = new URL(config.publicUrl).origin;
  const sessionMaker = testSessions(db, config);
  const send: TestApp["send"] = async (method, url, body, headers = {}) =>
    app.request(url, {
      method,
      headers: { origin, "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    database,
    db,
    app,
    config,
    dataDir,
    images,
    artworks,
    services,
    restart: () => start().app,
    answers: services.answers,
    flushViews: () => services.views.flush(),
    followers: services.followers,
    deliverMail: delivery.deliverDue,
    async refundLatePayments() {
      const { lateRefunds } = services.selling.desk;
      if (!lateRefunds) throw new Error("This shop takes no cards");
      return lateRefunds.runDue();
    },
    send,
    client: (cookie) =>
      hc<AppType>(`${origin}/api`, {
        fetch: async (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init),
        headers: { origin, ...(cookie ? { cookie } : {}) },
      }),
    async signIn(user = {}) {
      const email = (user.email ?? `shopper-${randomUUID()}@example.com`).toLowerCase();
      const name = user.name ?? "";
      const id = randomUUID();
      await db.insert(users).values({
        id,
        email,
        name,
        emailVerified: true,
        role: user.owner ? "owner" : "customer",
      });
      if (user.password) {
        await db.insert(accounts).values({
          id: randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          password: await hashPassword(user.password),
        });
      }
      return { id, email, name, cookie: await sessionMaker.cookieFor(id) };
    },
    async listen() {
      const server = createServer(first.listener);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      images.close();
      await database.close();
    },
  };
}

/**
 * A fresh TestApp for the tests of one describe block: made before them, closed after. Its
 * fields are filled in by `beforeAll`, so read them inside tests and hooks.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const state = {} as TestApp;
  beforeAll(async () => {
    Object.assign(state, await createTestApp(options));
  });
  afterAll(() => state.close?.());
  return state;
}

/** A new artwork as the owner's form sends it, with the fewest fields the API takes. */
export function newArtwork(title: string) {
  return {
    title,
    artist: "A",
    description: "",
    price: 1,
    medium: "Oil",
    size: "10 x 10 cm",
    imageUrl: "https://images.example/a.jpg",
  };
}

/** A JSON answer's status and body; fails the test if the answer is not JSON. */
export async function getJson<T>(app: App, url: string) {
  const response = await app.request(url);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as T };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` before a fixed day (31 January 2025), to order fixtures by age. */
export const daysAgo = (days: number) => new Date(Date.UTC(2025, 0, 31) - days * DAY_MS);
