export { setupQueries } from "./api";
export { SetupForm } from "./components/SetupForm";
