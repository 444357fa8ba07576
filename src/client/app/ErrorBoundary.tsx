import { Component, type ErrorInfo, type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Button } from "#client/components/ui/button";
import { reportClientError } from "#client/lib/report-error";
import { galleryTexts as messages } from "#shared/texts/gallery";

/**
 * What shows in place of a screen that threw while rendering: what happened and a way on
 * (Reload). Focus moves to its heading, so a screen reader says it and the keyboard starts
 * from it.
 */
export function ScreenError() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="flex flex-col items-center gap-6 py-28 text-center">
      <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl focus:outline-none">
        {messages.errors.screen.title}
      </h1>
      <p className="max-w-prose text-stone-600">{messages.errors.screen.text}</p>
      <Button onClick={() => location.reload()}>{messages.errors.screen.reload}</Button>
    </section>
  );
}

type BoundaryProps = {
  children: ReactNode;
  /** The address shown: a new one shows its screen again, in place of the message. */
  at: string;
};
type BoundaryState = { failed: boolean; at: string };

/**
 * React's error boundary (a class: hooks have none). It catches what its children throw while
 * rendering, a chunk that would not load included, shows `ScreenError` instead and reports the
 * error to the server's log.
 */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  /** A visit to another address tries its screen afresh. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Loaded with the page, not on the first error: that error may be a chunk that cannot load.
    reportClientError(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}

/**
 * A route's screen, or the message in its place should it fail to render: the layout around it
 * (header, footer) stays. Also around all the routes, for a layout that fails itself.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary at={`${pathname}${search}`}>{children}</ErrorBoundary>;
}
