import { Download } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "#client/components/ui/button";
import { messages } from "#shared/messages";
import { ACCOUNT_EXPORT } from "../api";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

const text = messages.yourData;

const card = "flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-line";

/** The profile's "Your data" tab: a copy of everything held about the account, and deleting it. */
export function YourData() {
  const copyId = useId();
  const deleteId = useId();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={copyId} className={card}>
        <h2 id={copyId} className="font-serif text-2xl">
          {text.downloadTitle}
        </h2>
        <p className="text-muted">{text.downloadText}</p>
        {/* A plain link: the browser downloads the file with the session's cookie. */}
        <a href={ACCOUNT_EXPORT} download className={buttonVariants({ variant: "secondary" })}>
          <Download aria-hidden className="size-4" />
          {text.download}
        </a>
      </section>
      <section aria-labelledby={deleteId} className={card}>
        <h2 id={deleteId} className="font-serif text-2xl">
          {text.deleteTitle}
        </h2>
        <p className="text-muted">{text.deleteText}</p>
        <DeleteAccountDialog />
      </section>
    </div>
  );
}
