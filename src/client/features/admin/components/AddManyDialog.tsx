import { useQueryClient } from "@tanstack/react-query";
import { Images } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Modal } from "#client/components/ui/Modal";
import { artworkQueries } from "#client/entities/artwork";
import { cn } from "#client/lib/cn";
import { readAgain } from "#client/lib/read-again";
import { UPLOAD_TYPES } from "#shared/artwork-input";
import { ADD_MANY_AT_ONCE, ADD_MANY_MAX } from "#shared/drafts";
import { messages } from "#shared/messages";
import { UploadError, uploadDraft } from "../api";

const text = messages.addMany;

/** Where one photograph of the batch stands: `progress` is the share of it sent (0 to 1). */
type Upload = {
  file: File;
  state: "waiting" | "sending" | "done" | "failed";
  progress: number;
  reason?: string;
};

/** The batch: each photograph in the order chosen, and how many were left out past the limit. */
type Batch = { uploads: Upload[]; leftOut: number };

/** Runs `work` on each item, `atOnce` at a time, in order; `work` never rejects. */
async function inTurns<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

/**
 * Sends a batch of photographs, ADD_MANY_AT_ONCE at a time, each made a draft by the server:
 * one refused (with its reason) never stops the others. Kept by the button, not the dialog, so
 * closing the dialog neither stops a batch nor forgets it; the table is read again once done.
 */
function useAddMany() {
  const client = useQueryClient();
  const [batch, setBatch] = useState<Batch>();
  const running = batch?.uploads.some((u) => u.state === "waiting" || u.state === "sending");

  const start = (files: File[]) => {
    const chosen = files.slice(0, ADD_MANY_MAX);
    setBatch({
      uploads: chosen.map((file) => ({ file, state: "waiting", progress: 0 })),
      leftOut: files.length - chosen.length,
    });
    const update = (index: number, change: Partial<Upload>) =>
      setBatch(
        (current) =>
          current && {
            ...current,
            uploads: current.uploads.map((u, i) => (i === index ? { ...u, ...change } : u)),
          },
      );
    const send = async (index: number) => {
      update(index, { state: "sending" });
      try {
        await uploadDraft(chosen[index], (progress) => update(index, { progress }));
        update(index, { state: "done", progress: 1 });
      } catch (error) {
        const reason = (error instanceof UploadError && error.message) || text.failedUnknown;
        update(index, { state: "failed", reason });
      }
    };
    void inTurns(
      chosen.map((_, i) => i),
      ADD_MANY_AT_ONCE,
      send,
    ).then(() => readAgain(client, artworkQueries.all));
  };

  return { batch, running: running === true, start };
}

/** "Add many" and its dialog: photographs chosen or dropped, each made a draft. */
export function AddManyButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { batch, running, start } = useAddMany();
  return (
    <>
      <Button ref={button} variant="secondary" onClick={() => setOpen(true)}>
        <Images aria-hidden className="size-4" />
        {text.open}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={button}
        title={text.title}
        description={text.intro(ADD_MANY_MAX)}
        close={text.close}
        width="max-w-2xl"
      >
        <div className="mt-5 flex flex-col gap-4">
          <DropZone disabled={running} onFiles={start} />
          {batch && <BatchList batch={batch} />}
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {text.close}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}

/**
 * Photographs dropped on it or chosen with its file button (the keyboard's way in), while no
 * batch is being sent.
 */
function DropZone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (!disabled && files.length > 0) onFiles(files);
  };
  return (
    <fieldset
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!disabled);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        "flex min-w-0 flex-col items-center gap-3 rounded-xl border-2 border-dashed border-line bg-white p-6 text-center text-sm",
        over && "border-accent bg-stone-50",
        disabled && "opacity-60",
      )}
    >
      <p className="text-muted">{text.drop}</p>
      <label className="flex flex-col items-center gap-1">
        <span className="sr-only">{text.choose}</span>
        <input
          type="file"
          multiple
          accept={UPLOAD_TYPES.join(",")}
          disabled={disabled}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) onFiles(files);
          }}
          className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:text-sm"
        />
      </label>
    </fieldset>
  );
}

/** What each photograph's row says of it. */
function statusOf(upload: Upload): string {
  if (upload.state === "waiting") return text.waiting;
  if (upload.state === "done") return text.done;
  if (upload.state === "failed") return text.failed(upload.reason ?? text.failedUnknown);
  // All of it sent: the server is storing it and making the draft.
  return upload.progress < 1 ? text.uploading(Math.round(upload.progress * 100)) : text.making;
}

/** The batch, each photograph with its progress and how it went, and the count so far. */
function BatchList({ batch }: { batch: Batch }) {
  const finished = batch.uploads.filter((u) => u.state === "done" || u.state === "failed");
  const failed = finished.filter((u) => u.state === "failed").length;
  const over = finished.length === batch.uploads.length;
  return (
    <div className="flex flex-col gap-3">
      {batch.leftOut > 0 && (
        <p role="alert" className="text-sm text-amber-900">
          {text.tooMany(batch.uploads.length + batch.leftOut, ADD_MANY_MAX)}
        </p>
      )}
      <p role="status" className="text-sm font-medium">
        {over
          ? text.summary(finished.length - failed, failed)
          : text.progress(finished.length, batch.uploads.length)}
      </p>
      <ul className="max-h-80 divide-y divide-line overflow-y-auto rounded-xl bg-white ring-1 ring-line">
        {batch.uploads.map((upload, i) => (
          // The same file may be chosen twice: its place tells the rows apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the batch's order never changes
          <li key={i} className="flex flex-col gap-1 px-3 py-2 text-sm">
            <span className="flex flex-wrap justify-between gap-x-3">
              <span className="wrap-anywhere">{upload.file.name}</span>
              <span
                className={cn(
                  upload.state === "failed" ? "text-red-800" : "text-muted",
                  upload.state === "done" && "text-emerald-800",
                )}
              >
                {statusOf(upload)}
              </span>
            </span>
            {upload.state === "sending" && (
              <progress
                value={upload.progress}
                max={1}
                aria-label={upload.file.name}
                className="h-1.5 w-full accent-accent"
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
