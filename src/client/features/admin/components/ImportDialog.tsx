import { Upload } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { Modal } from "#client/components/ui/Modal";
import { apiErrorMessage } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import { IMPORT_MAX_BYTES, type ImportReport } from "#shared/imports";
import { messages } from "#shared/messages";
import { useImportArtworks } from "../api";

const text = messages.adminImport;
/** How many of the preview's rows are listed; the summary counts them all. */
const PREVIEW_ROWS = 50;

/** "Import from CSV" and its dialog: choose a file, see what it would do, then apply it. */
export function ImportButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant="secondary" onClick={() => setOpen(true)}>
        <Upload aria-hidden className="size-4" />
        {text.open}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={button}
        title={text.title}
        description={text.intro}
        close={text.close}
        width="max-w-2xl"
      >
        {/* Mounted while open only: each opening starts with no file. */}
        {open && <ImportForm onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

/**
 * The file is read in the browser and sent as text for a dry run: the preview lists what would
 * be created and updated and every row's problems. Only a preview with no problems can be
 * applied; the server applies it whole or not at all.
 */
function ImportForm({ onDone }: { onDone: () => void }) {
  const send = useImportArtworks();
  const [file, setFile] = useState<{ csv: string; report: ImportReport }>();
  const [failure, setFailure] = useState<string>();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(undefined);
    setFailure(undefined);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      setFailure(text.tooBig);
      return;
    }
    const csv = await chosen.text();
    send.mutate(
      { csv, dryRun: true },
      {
        onSuccess: (report) => setFile({ csv, report }),
        onError: (error) => setFailure(apiErrorMessage(error) ?? text.failed),
      },
    );
  };

  const onApply = () => {
    if (!file || send.isPending) return;
    send.mutate(
      { csv: file.csv, dryRun: false },
      {
        onSuccess: (report) => {
          notify.success(text.done(report.created, report.updated));
          onDone();
        },
        onError: (error) => setFailure(apiErrorMessage(error) ?? text.failed),
      },
    );
  };

  const report = file?.report;
  const rows = report ? report.rows.length : 0;
  const canApply = report !== undefined && report.errors.length === 0 && rows > 0;
  return (
    <div className="mt-5 flex flex-col gap-4">
      <FormField label={text.file}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv"
            onChange={onFile}
            className={cn(
              inputClass,
              "file:mr-3 file:rounded-full file:border-0 file:bg-stone-100 file:px-3 file:py-1",
            )}
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
      {report && <Preview report={report} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {text.back}
        </Button>
        <Button onClick={onApply} disabled={!canApply} aria-disabled={send.isPending || undefined}>
          {text.apply(rows)}
        </Button>
      </div>
    </div>
  );
}

/** What a dry run found: the counts, the problems to fix, and the rows it would change. */
function Preview({ report }: { report: ImportReport }) {
  if (report.rows.length === 0 && report.errors.length === 0) {
    return <p role="status">{text.nothing}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm">
        {text.willCreate(report.created)} · {text.willUpdate(report.updated)}
      </p>
      {report.errors.length > 0 && (
        <div
          role="alert"
          className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200"
        >
          <p className="font-semibold">{text.errorsTitle(report.errors.length)}</p>
          <ul className="mt-2 list-disc pl-5">
            {report.errors.slice(0, PREVIEW_ROWS).map((error) => (
              <li key={`${error.row}-${error.field}-${error.message}`}>
                {text.errorLine(error.row, error.field, error.message)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {report.rows.length > 0 && (
        <div className="max-h-64 overflow-y-auto rounded-xl ring-1 ring-line">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-canvas text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.row}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.action}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.columnTitle}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line bg-white">
              {report.rows.slice(0, PREVIEW_ROWS).map((row) => (
                <tr key={row.row}>
                  <td className="px-3 py-1.5 tabular-nums">{row.row}</td>
                  <td className="px-3 py-1.5">{text.actions[row.action]}</td>
                  <td className="px-3 py-1.5 wrap-anywhere">{row.title}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.rows.length > PREVIEW_ROWS && (
            <p className="px-3 py-2 text-sm text-muted">
              {text.more(report.rows.length - PREVIEW_ROWS)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
