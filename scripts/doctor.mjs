// `npm run doctor`: whether the shop is ready to open, checked with the compiled server's own
// code (src/server/readiness/doctor.ts), built first if stale.
import { runServerCommand } from "./lib/builds.mjs";

await runServerCommand("doctor", "doctor.js");
