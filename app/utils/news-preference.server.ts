import { createCookie } from "@remix-run/node";

/**
 * Whether the dashboard's Company News card is minimised (spec 1: "its minimised state
 * remembered"). A plain cookie rather than local storage, so the server draws the card
 * as it was left and the toggle works as a form without JavaScript. Not personal data
 * and not signed: it only folds a card.
 */
const newsCookie = createCookie("hr_news_minimised", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

export async function readNewsMinimised(request: Request): Promise<boolean> {
  return (await newsCookie.parse(request.headers.get("Cookie"))) === "1";
}

export function serializeNewsMinimised(minimised: boolean) {
  return newsCookie.serialize(minimised ? "1" : "0");
}
