import { Download, ImagePlus, LoaderCircle, RefreshCw, Sparkles, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/FormField";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import {
  buildPrompt,
  GENERATED_IMAGE_SIZE,
  generatedImageFileName,
  PROMPT_MAX_LENGTH,
} from "#shared/generator";
import { messages } from "#shared/messages";
import { type GeneratedImage, useGenerateImage, useObjectUrl } from "../api";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The artwork to base the generation on, or none (the prompt alone). */
  artwork?: Artwork;
  /** Where focus goes when the dialog closes: the button that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * The AI generator, in a modal dialog: Radix traps focus inside it, closes it on Escape
 * and gives focus back to the button that opened it.
 */
export function GeneratorDialog({ open, onOpenChange, artwork, returnFocusTo }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const trigger = returnFocusTo?.current;
            if (!trigger) return;
            event.preventDefault();
            trigger.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-canvas p-5 shadow-2xl ring-1 ring-line transition duration-200 focus:outline-none starting:scale-95 starting:opacity-0 motion-reduce:transition-none sm:p-7"
        >
          {/* Inside Content, so closing the dialog forgets the prompt and revokes the image. */}
          <GeneratorForm artwork={artwork} />
          <Dialog.Close
            className={buttonVariants({ variant: "icon", className: "absolute top-3 right-3" })}
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">{messages.generator.close}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function GeneratorForm({ artwork }: { artwork?: Artwork }) {
  const promptId = useId();
  const [prompt, setPrompt] = useState("");
  const [error, setError] = useState<string>();
  const [image, setImage] = useState<GeneratedImage>();
  const promptField = useRef<HTMLTextAreaElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  const generation = useGenerateImage();
  const pending = generation.isPending;
  const imageUrl = useObjectUrl(image?.blob);
  const shown = pending ? undefined : imageUrl;

  const generate = (event: FormEvent) => {
    event.preventDefault();
    // aria-disabled, not disabled, while busy: the focused button keeps focus.
    if (pending) return;
    const built = buildPrompt(prompt, artwork);
    if (!built) {
      setError(messages.generator.promptRequired);
      promptField.current?.focus();
      return;
    }
    setError(undefined);
    generation.mutate(
      { prompt: built, ...(artwork ? { artworkId: artwork.id } : {}) },
      {
        onSuccess: (generated) => {
          setImage(generated);
          notify.success(messages.generator.success);
          // In a dialog taller than the screen, bring the new picture into view.
          preview.current?.scrollIntoView?.({ block: "nearest" });
        },
        onError: (failure) => {
          console.error(failure);
          notify.error(messages.generator.failed);
        },
      },
    );
  };

  const submitLabel = pending
    ? messages.generator.generating
    : image
      ? messages.generator.again
      : messages.generator.generate;
  const SubmitIcon = pending ? LoaderCircle : image ? RefreshCw : Sparkles;

  return (
    // One column on a phone (prompt, picture, then its buttons, so a new picture shows in
    // view); from md the picture sits beside the prompt, which grows to its height.
    <form
      onSubmit={generate}
      noValidate
      className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] md:grid-rows-[auto_1fr_auto] md:gap-x-8"
    >
      <div className="pr-8">
        <Dialog.Title className="font-serif text-2xl leading-tight sm:text-3xl">
          {messages.generator.title}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
          {artwork
            ? messages.generator.basedOn(artwork.title, artwork.artist)
            : messages.generator.noBase}
        </Dialog.Description>
      </div>

      <FormField label={messages.generator.promptLabel} id={promptId} error={error}>
        {(control) => (
          <textarea
            {...control}
            ref={promptField}
            value={prompt}
            onChange={(event) => {
              setPrompt(event.target.value);
              if (error) setError(undefined);
            }}
            rows={3}
            maxLength={PROMPT_MAX_LENGTH}
            placeholder={messages.generator.promptPlaceholder}
            className="w-full resize-y rounded-xl border border-line bg-white px-3.5 py-2.5 text-base leading-relaxed placeholder:text-stone-500 aria-invalid:border-red-700 sm:text-sm md:min-h-32 md:flex-1"
          />
        )}
      </FormField>

      <figure className="flex flex-col gap-2 md:col-start-2 md:row-span-3 md:row-start-1">
        <div
          ref={preview}
          aria-busy={pending}
          className="relative aspect-square w-full overflow-hidden rounded-xl bg-stone-100 ring-1 ring-line"
        >
          {shown ? (
            <img
              src={shown}
              alt={messages.generator.imageAlt}
              width={GENERATED_IMAGE_SIZE}
              height={GENERATED_IMAGE_SIZE}
              className="size-full object-cover"
            />
          ) : (
            <div
              className={cn(
                "flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-sm text-muted",
                pending && "animate-pulse motion-reduce:animate-none",
              )}
            >
              {pending ? (
                <LoaderCircle aria-hidden className="size-8 animate-spin text-accent" />
              ) : (
                <>
                  <ImagePlus aria-hidden className="size-8 text-stone-400" strokeWidth={1.5} />
                  <span>{messages.generator.preview}</span>
                </>
              )}
            </div>
          )}
        </div>
        <figcaption className="text-xs text-muted">{messages.generator.simulated}</figcaption>
      </figure>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {shown && image && (
          <a
            href={shown}
            download={generatedImageFileName(image.createdAt)}
            onClick={() => notify.success(messages.generator.downloaded)}
            className={buttonVariants()}
          >
            <Download aria-hidden className="size-4" />
            {messages.generator.download}
          </a>
        )}
        <Button
          type="submit"
          variant={image ? "secondary" : "primary"}
          aria-disabled={pending || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70 sm:self-start"
        >
          <SubmitIcon
            aria-hidden
            className={cn("size-4", pending && "animate-spin motion-reduce:animate-none")}
          />
          {submitLabel}
        </Button>
      </div>

      {/* The page's toasts sit behind the modal, hidden from screen readers while it is open. */}
      <p role="status" className="sr-only">
        {pending
          ? messages.generator.generating
          : generation.isError
            ? messages.generator.failed
            : image
              ? messages.generator.success
              : ""}
      </p>
    </form>
  );
}
