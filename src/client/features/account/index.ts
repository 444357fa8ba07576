// The account feature's public surface: what the app's pages and layout use. The session is
// #client/lib/session; the signed-in guard is #client/components/ui/SignedInOnly.
export { useSignOut } from "./api";
export { ArtworkList } from "./components/ArtworkList";
export { ChangePassword } from "./components/ChangePassword";
export { Passkeys } from "./components/Passkeys";
export { ProfileDetails } from "./components/ProfileDetails";
export { Sessions } from "./components/Sessions";
export { Subscriptions } from "./components/Subscriptions";
export { YourData } from "./components/YourData";
