export { ZoomButton } from "./ZoomButton";
