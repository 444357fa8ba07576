import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The embedded database's worker and creator run as scripts of their own, found beside the
 * code that starts them (`new URL("./pglite-worker.mjs", import.meta.url)` in
 * src/server/db/pglite-thread.ts): they are copied, as they are, next to the built server.
 */
function pgliteScripts(): Plugin {
  const scripts = ["pglite-worker.mjs", "pglite-create.mjs"];
  return {
    name: "atelier-pglite-scripts",
    async generateBundle() {
      for (const fileName of scripts) {
        const source = await readFile(fromRoot(`./src/server/db/${fileName}`), "utf8");
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}

/**
 * The server, compiled for plain Node into dist/server: the app's own code (`#server/*` and
 * `#shared/*`) is bundled; packages stay imports from node_modules. The pages' render entry is
 * a build of its own (vite.render.config.ts), which the server imports at run time. Besides index.js (the server), config.js and database.js are entries of
 * their own, so that `npm start` can open the database while the client builds; admin.js is
 * `npm run admin`, backup.js and restore.js are `npm run backup` and `npm run restore`,
 * doctor.js is `npm run doctor`, and painter.js the process the demo paintings are painted in.
 */
export default defineConfig({
  plugins: [pgliteScripts()],
  publicDir: false,
  build: {
    ssr: true,
    outDir: fromRoot("./dist/server"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rolldownOptions: {
      input: {
        index: fromRoot("./src/server/index.ts"),
        config: fromRoot("./src/server/config.ts"),
        database: fromRoot("./src/server/db/client.ts"),
        admin: fromRoot("./src/server/admin.ts"),
        backup: fromRoot("./src/server/backup/backup-command.ts"),
        restore: fromRoot("./src/server/backup/restore-command.ts"),
        doctor: fromRoot("./src/server/readiness/doctor-command.ts"),
        painter: fromRoot("./src/server/painting/painter.ts"),
      },
      // One folder, so that every chunk finds the database scripts beside it.
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
