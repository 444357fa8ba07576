import { hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createQueryClient, Providers } from "./app/providers";
import { routes } from "./app/router";
import { QUERY_STATE_ELEMENT } from "./entry-shared";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// DESIGN §10: a page the server rendered arrives with its data; the browser takes it over
// (hydrates) with the same routes and the same query cache, so nothing is fetched twice.
const queryClient = createQueryClient();
const state = document.getElementById(QUERY_STATE_ELEMENT)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));
const router = createBrowserRouter(routes);

const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
