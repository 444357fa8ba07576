import type { ReactNode } from "react";
import { SignInGate } from "#client/components/ui/SignInGate";
import { type SessionUser, useSessionUser } from "#client/lib/session";

/**
 * A page for signed-in shoppers: nothing while the session is read, the sign-in message
 * when signed out, else the page for this user.
 */
export function SignedInOnly(props: { gate: string; children: (user: SessionUser) => ReactNode }) {
  const user = useSessionUser();
  if (user === undefined) return null;
  if (!user) return <SignInGate title={props.gate} />;
  return props.children(user);
}
