import { z } from "zod";
import { formatPrice, poundsFromPence } from "./money";
import { moneyTexts } from "./texts/money";

// Amounts of money as the API takes them: one rule for every price, offer, reservation,
// payment request and delivery rate, and the one limit every amount and every total keeps
// (decision 053).

/**
 * The most any amount may be, in pence — a price, an offer, a request, and an order's or a
 * cart's total with its delivery: £999,999.99, the most one Stripe Checkout payment in pounds
 * takes, so whatever the shop asks for can be paid by card in one go.
 */
export const MONEY_MAX_PENCE = 99_999_999;
/** The same limit in pounds, as prices are sent and shown. */
export const MONEY_MAX = MONEY_MAX_PENCE / 100;

/** Pounds as whole pence. */
export const penceOf = (pounds: number) => Math.round(pounds * 100);

/**
 * Whether `pounds` is a whole number of pence, as typed: its pence back in pounds are the very
 * same number. Exact, with no tolerance: 4e-9 is not 0 pence, and 0.29 (0.28999…) is 29.
 */
export const isWholePence = (pounds: number) => penceOf(pounds) / 100 === pounds;

/** Whether a total in pence can be asked for in one payment. */
export const withinMoneyLimit = (pence: number) => pence <= MONEY_MAX_PENCE;

const texts = moneyTexts.money;

/** Why a total of `totalPence` cannot be ordered: it is past the limit, which it names. */
export const overLimitReason = (totalPence: number) =>
  texts.overLimit(formatPrice(poundsFromPence(totalPence)), formatPrice(MONEY_MAX));

/**
 * An amount in pounds (a JSON number) under `label`: a whole number of pence from 1p (or from
 * 0, with `free`), at most `max` pounds (the shop's limit unless smaller). One reason, the
 * first rule broken, so a form shows one message per field. `typeError` replaces the reason
 * for a value that is not a number.
 */
export function poundsSchema(
  label: string,
  options: { free?: boolean; max?: number; typeError?: string } = {},
) {
  const max = Math.min(options.max ?? MONEY_MAX, MONEY_MAX);
  const notANumber = options.typeError ?? texts.notANumber(label);
  return z.number({ error: notANumber }).superRefine((pounds, ctx) => {
    const refuse = (message: string) => ctx.addIssue({ code: "custom", message, input: pounds });
    if (!Number.isFinite(pounds)) return refuse(notANumber);
    // Rounded first: an amount that rounds to 0 pence is no price, whatever its tolerance.
    const pence = penceOf(pounds);
    if (options.free ? pounds < 0 : pence < 1) {
      return refuse(options.free ? texts.notNegative(label) : texts.atLeastPenny(label));
    }
    if (pounds > max) return refuse(texts.atMost(label, formatPrice(max)));
    if (!isWholePence(pounds)) return refuse(texts.wholePence(label));
  });
}
