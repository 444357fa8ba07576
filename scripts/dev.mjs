// `npm run dev`: the API in watch mode on PORT+1 and Vite with hot reload on PORT (3000),
// proxying /api and /images to it (vite.config.ts). Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/index.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: String(apiPort),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "--port", String(port), "--strictPort"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ATELIER_API_PORT: String(apiPort) },
    },
  ),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
