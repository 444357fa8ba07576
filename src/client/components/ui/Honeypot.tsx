import { useId } from "react";

/**
 * A field people never see (hidden from them and from assistive technology, and out of the tab
 * order): a form that comes back with it filled in is a robot's, which the server ignores.
 */
export function Honeypot(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
