import { largestImageShown } from "./lib/largest-image";
import "./styles.css";

// Decision 012: the server-rendered page is whole and usable as it arrives; the app (start.tsx)
// is fetched once its largest image is on screen, so the two do not compete for the line.
void largestImageShown().then(() => import("./start"));
