// bench:drop's edition rush (--prints <n>): one work's limited, numbered edition of `n` prints,
// added by the owner through the API, many buyers asking for one print each at once; then the
// owner marks every order paid, a few at a time, and the prints' numbers are checked: 1 to `n`,
// each once.
import { timed } from "./drop-readers";

/** The edition the owner adds, as her Prints section sends it. */
export const benchEdition = (size: number) => ({
  format: "Giclée print on cotton rag",
  width: 30,
  height: 40,
  unit: "cm",
  price: 45,
  size,
  signed: true,
  numbered: true,
});

/** How many orders the owner marks paid at once. */
const PAID_AT_ONCE = 4;

const ownerHeaders = (url: string, cookie: string) => ({
  origin: url,
  "content-type": "application/json",
  cookie,
});

/** `POST /api/artworks/:id/editions`: the new edition's id. */
export async function addEdition(url: string, cookie: string, artworkId: string, size: number) {
  const added = await timed(`${url}/api/artworks/${artworkId}/editions`, {
    method: "POST",
    headers: ownerHeaders(url, cookie),
    body: JSON.stringify(benchEdition(size)),
  });
  if (added.status !== 201) throw new Error(`could not add the edition: ${added.status}`);
  return (added.body as { id: string }).id;
}

type PaidPrint = { number: number; size: number; certificate?: unknown };

/**
 * The owner marks each order paid (`POST /api/admin/orders/:id/paid`), PAID_AT_ONCE at a time:
 * each answer's status, and the prints' numbers in the order the answers came.
 */
export async function payEvery(url: string, cookie: string, orderIds: string[]) {
  const statuses: number[] = [];
  const prints: PaidPrint[] = [];
  const queue = [...orderIds];
  const payer = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const paid = await timed(`${url}/api/admin/orders/${id}/paid`, {
        method: "POST",
        headers: ownerHeaders(url, cookie),
        body: "{}",
      });
      statuses.push(paid.status);
      const order = (paid.body as { order?: { items: { prints: PaidPrint[] }[] } })?.order;
      prints.push(...(order?.items.flatMap((item) => item.prints) ?? []));
    }
  };
  await Promise.all(Array.from({ length: PAID_AT_ONCE }, payer));
  return { statuses, prints };
}

/** What the edition shows shoppers afterwards (`GET /api/artworks/:id`, its `editions`). */
export async function editionShown(url: string, artworkId: string, editionId: string) {
  const work = (await timed(`${url}/api/artworks/${artworkId}`)).body as
    | { editions?: { id: string; available: number | null; sold: number }[] }
    | undefined;
  return work?.editions?.find((edition) => edition.id === editionId);
}

/**
 * The edition rush's own verdicts: exactly `size` orders, every one paid, and the numbers given
 * exactly 1 to `size` — no gap, no number twice, each print with a certificate — and the
 * edition shown sold out.
 */
export function printVerdicts(
  verdict: (ok: boolean, what: string) => void,
  size: number,
  made: number,
  paid: Awaited<ReturnType<typeof payEvery>>,
  shown: Awaited<ReturnType<typeof editionShown>>,
) {
  verdict(made === size, `exactly ${size} orders for the ${size} prints (${made})`);
  const paidOk = paid.statuses.filter((status) => status === 200).length;
  verdict(
    paidOk === made && paid.statuses.length === made,
    `every order marked paid (${paidOk} of ${made} answered 200)`,
  );
  const numbers = paid.prints.map((print) => print.number).sort((a, b) => a - b);
  const distinct = new Set(numbers);
  const exact =
    numbers.length === size && distinct.size === size && numbers.every((n, i) => n === i + 1);
  const missing = Array.from({ length: size }, (_, i) => i + 1).filter((n) => !distinct.has(n));
  verdict(
    exact,
    `numbers given exactly 1..${size} (${numbers.length} given, ${distinct.size} distinct` +
      `${missing.length ? `, missing ${missing.slice(0, 10).join(", ")}` : ""})`,
  );
  const certified = paid.prints.filter(
    (print) => print.size === size && print.certificate !== undefined && print.certificate !== null,
  ).length;
  verdict(certified === size, `each print of ${size} with a certificate (${certified})`);
  verdict(
    shown?.available === 0 && shown.sold === size,
    `the edition shown sold out afterwards (available ${shown?.available}, sold ${shown?.sold})`,
  );
}
