import type { EnquiryKind } from "#shared/collectors";
import { messages } from "#shared/messages";

/** What a form's request came to: done (with the answer), field errors, or a reason. */
export type Outcome<T> =
  | { kind: "done"; body: T }
  | { kind: "invalid"; fields: Record<string, string>; reason: string }
  | { kind: "failed"; reason: string };

async function post<T>(path: string, body: object, status: number): Promise<Outcome<T>> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => null);
    if (response.status === status) return { kind: "done", body: answer as T };
    const reason = typeof answer?.error === "string" ? answer.error : messages.collect.failed;
    if (response.status === 400 && answer?.fields) {
      return { kind: "invalid", fields: answer.fields, reason };
    }
    return { kind: "failed", reason };
  } catch {
    return { kind: "failed", reason: messages.collect.failed };
  }
}

/** `POST /api/alerts`: active at once (the shopper's own address), or to confirm by e-mail. */
export const askForAlert = (body: { artworkId: string; email: string; website: string }) =>
  post<{ active: boolean }>("/api/alerts", body, 201);

export type EnquiryForm = {
  kind: EnquiryKind;
  artworkId: string;
  name: string;
  email: string;
  message: string;
  website: string;
};

/** `POST /api/enquiries`: the artist is e-mailed. */
export const sendEnquiry = (body: EnquiryForm) =>
  post<{ received: true }>("/api/enquiries", body, 201);
