import { useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Modal } from "#client/components/ui/Modal";
import { apiErrorMessage } from "#client/lib/api";
import { messages } from "#shared/messages";
import { useRemoveDemo } from "../api";

const text = messages.adminDemo;

/**
 * "Remove the demo collection", at any time: a button, and the dialog it opens — what goes
 * and what stays, then, once asked, how many went and each work kept with why. The admin does
 * not know which works are the demo's, so the button always shows; with none left, the answer
 * says none were removed.
 */
export function DemoCard() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const remove = useRemoveDemo();
  return (
    <section
      aria-labelledby="overview-demo"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <h2 id="overview-demo" className="font-serif text-xl">
        {text.title}
      </h2>
      <p className="text-sm text-muted">{messages.setup.removeDemoHint}</p>
      <div>
        <Button
          ref={opener}
          variant="dangerSecondary"
          onClick={() => {
            remove.reset();
            setOpen(true);
          }}
        >
          {messages.setup.removeDemo}
        </Button>
      </div>
      <Modal
        open={open}
        onOpenChange={(next) => {
          // Open until the server answers: what it removed is said here.
          if (!remove.isPending) setOpen(next);
        }}
        returnFocusTo={opener}
        title={remove.data ? text.title : text.confirmTitle}
        description={remove.data ? undefined : text.confirmText}
        close={text.close}
        width="max-w-md"
      >
        {remove.data ? (
          <DemoRemoved {...remove.data} onClose={() => setOpen(false)} />
        ) : (
          <div className="mt-6 flex flex-col gap-4">
            {remove.isError && (
              <p role="alert" className="text-sm text-red-800">
                {apiErrorMessage(remove.error) ?? text.failed}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                onClick={() => setOpen(false)}
                disabled={remove.isPending}
              >
                {messages.admin.cancel}
              </Button>
              <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
                {remove.isPending ? text.removing : text.confirm}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}

type Removal = NonNullable<ReturnType<typeof useRemoveDemo>["data"]>;

/** How many went, and each work kept with why; focused as it shows, so it is read out. */
function DemoRemoved({ removed, kept, onClose }: Removal & { onClose: () => void }) {
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => answer.current?.focus(), []);
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div ref={answer} tabIndex={-1} className="flex flex-col gap-3 outline-none">
        <p>{text.removed(removed)}</p>
        {kept.length > 0 && (
          <>
            <p className="text-sm text-muted">{text.keptIntro(kept.length)}</p>
            <ul className="flex flex-col gap-2 text-sm">
              {kept.map((work) => (
                <li key={work.id}>
                  <span className="font-serif text-base">{work.title}</span>:{" "}
                  {text.reasons[work.reason]}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="flex justify-end">
        <Button onClick={onClose}>{text.done}</Button>
      </div>
    </div>
  );
}
