import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";

/**
 * A 400's body: `error`, one line naming the first field and what is wrong with it
 * ("price: Price must be …"), and `fields`, each invalid field's first reason by its path, so
 * a form can show every reason beside its own field.
 */
export type ApiError = { error: string; fields: Record<string, string> };

export function describeIssues(error: z.core.$ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".")] ??= issue.message;
  const [first] = error.issues;
  const path = first?.path.join(".");
  return {
    error: first ? (path ? `${path}: ${first.message}` : first.message) : "Invalid input",
    fields,
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
