export { FollowForm } from "./FollowForm";
