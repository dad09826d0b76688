import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A dashboard frame's data (the header's name and role) changes only through a form
 * post, never by moving between tabs: a tab switch reloads the tab's loader alone. Each
 * tab's loader still establishes the user itself, so an ended session is caught there.
 */
export const revalidateFrameAfterSubmissions: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
