// `npm run doctor`: the entry dist/server/doctor.js is built from (doctor.ts does the work).
import { setLogLevel } from "#server/lib/logger";
import { runDoctor } from "./doctor";

// The report is the output: the log's JSON lines (a lost connection, …) only when they matter.
setLogLevel("error");
runDoctor().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`atelier doctor: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
