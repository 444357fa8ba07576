import { largestImageShown } from "./lib/largest-image";
import "./styles.css";

// Decision 012: the server-rendered page is whole and usable as it arrives; the app (start.tsx)
// is fetched once its largest image is on screen, so the two do not compete for the line.
// React DOM and the app are fetched side by side and run in a task each, not in one long one.
void largestImageShown()
  .then(() => {
    // The web fonts too wait for the painting (styles.css): their bytes are not on its path.
    document.documentElement.dataset.fonts = "";
    return Promise.all([import("react-dom/client"), import("./start")]);
  })
  .then(([reactDom, app]) => app.start(reactDom));
