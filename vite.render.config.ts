import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The render entry (src/client/entry-server.tsx), compiled for Node into dist/render: the
 * server imports dist/render/entry-server.js at run time to write a page's HTML, and never
 * the client's sources. The client's own code is bundled; packages (React, React Router,
 * TanStack Query) stay imports from node_modules, shared with nothing else in the process.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: true,
    outDir: fromRoot("./dist/render"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rolldownOptions: {
      input: { "entry-server": fromRoot("./src/client/entry-server.tsx") },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
