import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { PRECOMPRESSED_EXTENSIONS } from "#server/http/static";

// The API server's port under `npm run dev` (scripts/dev.mjs); Vite serves the pages.
const apiPort = Number(process.env.ATELIER_API_PORT ?? 3001);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Every text file of the build gets a brotli (`.br`) and a gzip (`.gz`) copy beside
 * it, at the strongest settings, kept where smaller; the server sends the one the browser
 * accepts (src/server/http/static.ts) and compresses nothing per request. index.html is not
 * sent as it is (the server writes the page into it), so it has none.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "atelier-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && entry.name !== "index.html")
        .filter((entry) => !entry.parentPath.includes(`${path.sep}.vite`)) // the manifest
        .filter((entry) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name)))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Decision 012: the entry (main.tsx), asked for once the page's main image is shown (065),
 * links the whole stylesheet and imports React DOM's client and `start` — all the rest of the app a first visit runs — side
 * by side. Each is one chunk (fewer requests, and some 4 KB of gzip less than as eight), and
 * neither contains the other, so the browser runs them in two tasks, not one long one. React
 * itself, which both use, is a small chunk of its own, as is Vite's preload helper, so that
 * the entry imports nothing of the app. Each screen but the home page stays a chunk of its own.
 */
/**
 * React Router's package points every bundler at its development build, warnings and checks
 * included (its exports have no "production" condition: remix-run/react-router#12532, #14753).
 * The client's build takes the production build beside it, which the package ships too.
 *
 * That build makes each of its components with a call (`forwardRef`, `memo`, `createContext`)
 * that it does not mark pure, and names each (`displayName`, for React's developer tools):
 * both keep a component in the bundle when nothing uses it. Marked pure and left unnamed, what
 * the shop never uses (`Form`, `NavLink`, the framework's `ScrollRestoration`, its own `Link`
 * with the prefetching behind it) stays out of the first visit (decision 067).
 */
function reactRouterForProduction(): Plugin {
  const development = createRequire(import.meta.url).resolve("react-router");
  const production = path.join(development, "../../production/index.mjs");
  return {
    name: "atelier-react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id === "react-router" ? production : undefined),
    transform: (code, id) =>
      id.startsWith(path.dirname(production))
        ? code
            .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, "")
            .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, "= /* @__PURE__ */ $1")
        : undefined,
  };
}

const ENTRY_ONLY =
  /src[\\/]client[\\/](index\.html|main\.tsx|lib[\\/](whole-stylesheet|web-fonts)\.ts|fonts[\\/]|styles\.css)|^\0?vite[\\/]/;
const REACT_CORE = /node_modules[\\/](react|react-dom)[\\/](?!client|cjs[\\/]react-dom-client)/;
const FIRST_VISIT_CHUNKS = [
  { name: "preload-helper", test: /^\0vite[\\/]preload-helper/, priority: 2 },
  { name: "react", test: REACT_CORE, priority: 1 },
  { name: "start", tags: ["$initial" as const], test: (id: string) => !ENTRY_ONLY.test(id) },
];

export default defineConfig({
  root: fileURLToPath(new URL("./src/client", import.meta.url)),
  publicDir: "public",
  plugins: [
    reactRouterForProduction(),
    react(),
    tailwindcss(),
    precompress(),
    {
      // In production the server writes the gallery name into index.html (src/server/app.ts).
      name: "atelier-gallery-name",
      apply: "serve",
      transformIndexHtml: (html) =>
        html.replaceAll("%GALLERY_NAME%", process.env.GALLERY_NAME || "Atelier"),
    },
  ],
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    // Read by scripts/check-size.mjs to follow the first visit's chunks; not served.
    manifest: true,
    modulePreload: { polyfill: false },
    target: "es2022",
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL("./src/client/index.html", import.meta.url)),
        start: fileURLToPath(new URL("./src/client/start.tsx", import.meta.url)),
      },
      output: { codeSplitting: { groups: FIRST_VISIT_CHUNKS } },
    },
  },
  server: {
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/images": `http://127.0.0.1:${apiPort}`,
    },
  },
});
