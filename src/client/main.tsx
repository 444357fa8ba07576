import { wholeStylesheet } from "./lib/whole-stylesheet";
import "./styles.css";

// Decision 012: the server-rendered page is whole and usable as it arrives; this entry is
// asked for once its largest image is on screen (the page's head asks: decision 065), so the
// two do not compete for the line. React DOM and the app are fetched side by side and run in a
// task each, not in one long one. The web fonts too wait for the painting: their bytes are not
// on its path. The page came with its own rules only: the app draws nothing before the whole
// sheet is in, and the sheet and the fonts change the page together (decision 068).
// Each step runs in a task of its own, none long enough to hold up a tap on a slow phone: asking
// for the app's chunks; asking for the sheet and the fonts; adding those to the page; starting
// the app (decision 068).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const loading = Promise.all([
  import("react-dom/client"),
  import("./start"),
  nextTask().then(wholeStylesheet),
]);
void loading.then(async ([reactDom, app]) => {
  await nextTask();
  app.start(reactDom);
});
