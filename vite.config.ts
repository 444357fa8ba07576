import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server's port under `npm run dev` (scripts/dev.mjs); Vite serves the pages.
const apiPort = Number(process.env.ATELIER_API_PORT ?? 3001);

export default defineConfig({
  root: fileURLToPath(new URL("./src/client", import.meta.url)),
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
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
    target: "es2022",
  },
  server: {
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/images": `http://127.0.0.1:${apiPort}`,
    },
  },
});
