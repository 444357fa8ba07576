import { afterEach, describe, expect, it } from "vitest";
import { createShopDatabase } from "#tests/database";
import { runServerEntry, startServer } from "#tests/server-process";

const cleanUps: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

/**
 * One shop's settings, on the tier's database, kept for the server and the command: a shop
 * that has run, its database made already (a backup's target is where a command makes one).
 */
async function shopEnv(): Promise<Record<string, string>> {
  const shop = await createShopDatabase({ made: true });
  cleanUps.push(shop.drop);
  return { ...shop.env, ADMIN_EMAILS: "listed@atelier.test" };
}

async function admin(env: Record<string, string>, ...args: string[]) {
  const run = runServerEntry("src/server/admin.ts", args, env);
  const { code } = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

// Each run is a process of the built command that opens the shop's database.
describe("npm run admin", { timeout: 120_000 }, () => {
  it("grants and revokes the owner role of an account, and lists who holds it", async () => {
    const env = await shopEnv();
    const server = await startServer(env);
    cleanUps.push(server.kill);
    await server.signUp("ada@atelier.test", "a long enough password");
    server.child.kill("SIGTERM"); // the embedded database serves one process at a time
    await server.exited;

    expect(await admin(env, "list")).toMatchObject({
      code: 0,
      stdout: "listed@atelier.test\t(ADMIN_EMAILS)\n",
    });
    expect(await admin(env, "grant", " ADA@atelier.test ")).toMatchObject({
      code: 0,
      stdout: "ada@atelier.test is now an owner.\n",
    });
    expect((await admin(env, "list")).stdout).toBe(
      "ada@atelier.test\t(granted)\nlisted@atelier.test\t(ADMIN_EMAILS)\n",
    );
    expect(await admin(env, "revoke", "ada@atelier.test")).toMatchObject({
      code: 0,
      stdout: "ada@atelier.test is no longer an owner.\n",
    });
    expect((await admin(env, "list")).stdout).toBe("listed@atelier.test\t(ADMIN_EMAILS)\n");
  });

  it("explains an address with no account, and a command it does not know", async () => {
    const env = await shopEnv();
    expect(await admin(env, "grant", "nobody@atelier.test")).toMatchObject({
      code: 1,
      stderr: "No account uses nobody@atelier.test. It can be granted once it has signed up.\n",
    });
    for (const args of [["grant"], ["list", "extra@atelier.test"], ["promote", "a@b.test"], []]) {
      expect(await admin(env, ...args)).toMatchObject({
        code: 2,
        stderr: "usage: npm run admin -- grant <email> | revoke <email> | list\n",
      });
    }
  });
});
