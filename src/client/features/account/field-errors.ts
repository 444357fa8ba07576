import { useEffect, useState } from "react";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's field reasons, shown beside their fields; each time they are shown, the first
 * invalid field (in `order`, by the element id `idOf` gives it) takes the focus.
 */
export function useFieldErrors<Field extends string>(
  order: readonly Field[],
  idOf: (field: Field) => string,
) {
  const [state, setState] = useState<{ errors: FieldErrors<Field>; shown: number }>({
    errors: {},
    shown: 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once per showing, not per render.
  useEffect(() => {
    const first = order.find((field) => state.errors[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }, [state.shown]);
  return {
    errors: state.errors,
    /** Shows these reasons (and only these); returns whether there were any. */
    show: (errors: FieldErrors<Field>) => {
      setState((previous) => ({ errors, shown: previous.shown + 1 }));
      return Object.values(errors).some(Boolean);
    },
    clear: () => setState((previous) => ({ errors: {}, shown: previous.shown })),
  };
}

/** The reasons of a server's `fields` that belong to this form, by the form's own names. */
export function fieldsFrom<Field extends string>(
  fields: Record<string, string> | undefined,
  names: Partial<Record<string, Field>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [name, reason] of Object.entries(fields ?? {})) {
    const field = names[name];
    if (field) errors[field] ??= reason;
  }
  return errors;
}
