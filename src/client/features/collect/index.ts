export { CollectorActions } from "./CollectorActions";
