import { type FormEvent, type RefObject, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { Modal } from "#client/components/ui/Modal";
import { apiErrorMessage, apiFieldErrors, apiStatus } from "#client/lib/api";
import type { Artwork } from "#shared/artwork";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import { OFFER_ANSWER_HOURS, OFFER_MESSAGE_MAX, type Offer } from "#shared/offers";
import { parsePounds } from "#shared/pounds-input";
import { useMakeOffer } from "../api";
import { amountProblem, type OfferTerms, offerBounds } from "./offer-amount";

const text = messages.offers;

type Props = {
  artwork: Artwork;
  /** The offers the shop takes: its lowest price, and its lowest share when it names it. */
  terms: OfferTerms;
  open: boolean;
  onClose: () => void;
  /** Where focus goes when the dialog closes: the link that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

type Errors = { amount?: string; message?: string; form?: string };

/**
 * An offer for a painting, in a modal dialog (Radix traps focus and closes it on Escape): an
 * amount in pounds under the price — and, when the shop names it, at least its lowest share of
 * it — checked here as the server will,
 * and a message if the shopper wishes. Each of the server's reasons shows by its field.
 */
export function OfferDialog({ artwork, terms, open, onClose, returnFocusTo }: Props) {
  const pricePence = Math.round(artwork.price * 100);
  const { lowPence, highPence } = offerBounds(pricePence, terms.lowestShare);
  const low = lowPence === undefined ? undefined : formatPrice(poundsFromPence(lowPence));
  const high = formatPrice(poundsFromPence(highPence));
  const price = formatPrice(artwork.price);
  const [amount, setAmount] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<Offer>();
  const send = useMakeOffer();

  const problemText = {
    "not-a-number": text.notANumber,
    "too-low": low && text.tooLow(low),
    "not-below-price": text.notBelow(price),
  } as const;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = amountProblem(amount, pricePence, terms);
    if (problem) {
      setErrors({ amount: problemText[problem] });
      event.currentTarget.querySelector<HTMLInputElement>("[name=amount]")?.focus();
      return;
    }
    setErrors({});
    const pence = parsePounds(amount) ?? 0;
    send.mutate(
      { artworkId: artwork.id, amount: pence / 100, ...(message.trim() ? { message } : {}) },
      {
        onSuccess: setSent,
        onError: (error) => {
          const fields = apiFieldErrors(error);
          if (fields.amount || fields.message) {
            setErrors({ amount: fields.amount, message: fields.message });
            return;
          }
          const reason = apiStatus(error) === 401 ? text.signIn : apiErrorMessage(error);
          setErrors({ form: reason ?? text.failed });
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => next || onClose()}
      returnFocusTo={returnFocusTo}
      title={text.title(artwork.title)}
      description={text.intro(price, OFFER_ANSWER_HOURS / 24)}
      close={text.close}
      width="max-w-lg"
    >
      <div className="mt-5">
        {sent ? (
          <p role="status" className="rounded-xl bg-white p-4 text-sm ring-1 ring-line">
            {text.sent(
              formatPrice(poundsFromPence(sent.amountPence)),
              formatMoment(sent.expiresAt),
            )}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <FormField
              label={text.amount}
              hint={low ? text.bounds(low, high) : text.below(high)}
              error={errors.amount}
            >
              {(control) => (
                <input
                  {...control}
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  className={`${inputClass} sm:max-w-48`}
                />
              )}
            </FormField>
            <FormField
              label={text.message}
              hint={text.messageHint(OFFER_MESSAGE_MAX)}
              error={errors.message}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={4}
                  maxLength={OFFER_MESSAGE_MAX}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
            <Button type="submit" disabled={send.isPending} className="self-start">
              {send.isPending ? text.sending : text.send}
            </Button>
            {errors.form && (
              <p role="alert" className="text-sm text-red-800">
                {errors.form}
              </p>
            )}
          </form>
        )}
      </div>
    </Modal>
  );
}
