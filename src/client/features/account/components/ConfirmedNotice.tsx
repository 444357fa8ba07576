import { useEffect } from "react";
import { useNavigate } from "react-router";
import { CONFIRMED_PARAM } from "#shared/links";

/**
 * A confirmation link lands on `/?confirmed=1`, signed in. On a page opened so (the link is a
 * full page load), the words and the work load then, and only then (decision 035): the first
 * visit carries this check alone.
 */
export function ConfirmedNotice() {
  const navigate = useNavigate();
  useEffect(() => {
    if (window.location.search.includes(`${CONFIRMED_PARAM}=`)) {
      import("../confirmed").then(
        ({ announceConfirmed }) => announceConfirmed(navigate),
        (error: unknown) => console.error(error),
      );
    }
  }, [navigate]);
  return null;
}
