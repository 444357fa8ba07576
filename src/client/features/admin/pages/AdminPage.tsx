import { messages } from "../../../../shared/messages";
import { SignInGate } from "../../../components/ui/SignInGate";

export function Component() {
  return <SignInGate title={messages.gates.admin} />;
}
