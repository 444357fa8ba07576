import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";

export type ApiError = { error: string; issues?: Array<{ path: string; message: string }> };

/** One line naming the field and what is wrong with it, e.g. "price: Price must be one of: …". */
export function describeIssues(error: z.core.$ZodError): ApiError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  const first = issues[0];
  return {
    error: first
      ? first.path
        ? `${first.path}: ${first.message}`
        : first.message
      : "Invalid input",
    issues,
  };
}

/** zod validation for a request part that answers 400 with a readable reason (never a 500). */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(describeIssues(result.error), 400);
  });
}
