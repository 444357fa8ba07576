import { configure } from "@testing-library/react";

// `npm test` runs the client tier beside the unit tier on two cores (decision 031), often on
// a machine busy with more: Testing Library's find* and waitFor wait up to 5 s, not its
// default 1 s, for what a test expects to appear. A test that expects something never to
// appear says how long it waits itself.
configure({ asyncUtilTimeout: 5_000 });
