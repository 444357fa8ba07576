// The account feature's public surface: what other features and the layout may use.
export {
  type SessionUser,
  sessionQuery,
  useSessionUser,
  useSessionUserWhenKnown,
} from "./api";
export { SignedInOnly } from "./components/SignedInOnly";
