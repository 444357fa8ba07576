import { messages } from "../../../../shared/messages";
import { SignInGate } from "../../../components/ui/SignInGate";
import { useSessionUser } from "../../account/api";

/**
 * Spec §2 Admin, with DESIGN §4's owner role (enforced on the server). The catalogue table
 * and its dialog arrive with issue 5.
 */
export function Component() {
  const user = useSessionUser();
  if (user === undefined) return null;
  if (!user) return <SignInGate title={messages.gates.admin} />;
  if (!user.isOwner) {
    return (
      <section className="py-24 text-center">
        <h1 className="font-serif text-3xl">{messages.admin.forbidden}</h1>
      </section>
    );
  }
  return (
    <section className="py-12">
      <h1 className="font-serif text-4xl">{messages.admin.title}</h1>
    </section>
  );
}
