import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { addDays, todayIso } from "~/utils/dates";
import { createTestUser, unique } from "./factories";
import { futureRange } from "./leave";
import { api, sessionCookieFor } from "./session";

/**
 * Issue 25, hands and eyes: what the touch-target and axe journeys share. The employee's
 * pages are measured with the data that brings out their controls (an event with an
 * RSVP and a comment, a pending leave request, a suggestion).
 */

/** The smallest target on a phone: WCAG 2.5.5 (AAA), 44 x 44 CSS px. */
export const MIN_TARGET = 44;

export interface TargetBox {
  /** What the element is: tag, role or type, and its name or text. */
  what: string;
  width: number;
  height: number;
}

export interface TargetReport {
  small: TargetBox[];
  /** Targets exempt under WCAG 2.5.5/2.5.8's "inline" exception: links inside a sentence of running text. */
  inline: TargetBox[];
  measured: number;
}

/**
 * Every visible interactive element of the page (inside the open modal dialog when there is
 * one: the rest of the page is inert), with its box. A checkbox or radio counts by its label's
 * box, which is what a finger presses. Exempt, as WCAG 2.5.5 and 2.5.8 allow:
 * - inline links: an inline <a> whose block holds other text, that is a link in a sentence,
 *   sized by the line-height of the text around it;
 * - elements visually hidden until focused (the skip link: a 1 px box, never a target while
 *   hidden, a full-size one once it shows).
 */
export async function measureTargets(page: Page, min = MIN_TARGET): Promise<TargetReport> {
  return page.evaluate((min) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=link]",
      "[role=checkbox]",
      "[role=tab]",
      '[tabindex]:not([tabindex="-1"])',
    ].join(",");
    const modal = [...document.querySelectorAll("dialog[open]")].find((dialog) => dialog.matches(":modal"));
    const scope: ParentNode = modal ?? document;
    const describe = (element: Element) => {
      const name =
        element.getAttribute("aria-label") ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        (element as HTMLInputElement).name ??
        "";
      const type = element.getAttribute("type");
      return `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ""} "${name.replace(/\s+/g, " ").trim().slice(0, 60)}"`;
    };
    const blockOf = (element: Element) => {
      let node = element.parentElement;
      while (node && getComputedStyle(node).display.startsWith("inline")) node = node.parentElement;
      return node;
    };
    const small: { what: string; width: number; height: number }[] = [];
    const inline: { what: string; width: number; height: number }[] = [];
    let measured = 0;
    const seen = new Set<Element>();
    for (const element of scope.querySelectorAll(selector)) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const input = element as HTMLInputElement;
      // A checkbox or radio is pressed through its label.
      const target: Element = (input.type === "checkbox" || input.type === "radio") && input.labels?.length ? input.labels[0] : element;
      if (seen.has(target)) continue;
      seen.add(target);
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden until focused
      measured++;
      const entry = { what: describe(element), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
      const block = element.tagName === "A" && getComputedStyle(element).display === "inline" ? blockOf(element) : null;
      const ownText = (element.textContent ?? "").trim();
      if (block && (block.textContent ?? "").replace(/\s+/g, " ").trim().length > ownText.length + 1) inline.push(entry);
      else small.push(entry);
    }
    return { small, inline, measured };
  }, min);
}

/**
 * Opens a page and waits until it is ready: hydrated, or fully loaded for the pages that send
 * no JavaScript at all (handle.hydrate false: the approval page, the leave calendar...).
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(
    () => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter) || !document.querySelector("script[type=module]"),
  );
}

/** Fails with the list of every target smaller than 44 x 44 on the page as it is now. */
export async function expectTouchTargets(page: Page, label: string) {
  const report = await measureTargets(page);
  expect(report.measured, `${label}: no target measured`).toBeGreaterThan(0);
  expect(report.small, `${label}: targets smaller than ${MIN_TARGET} x ${MIN_TARGET} px`).toEqual([]);
  return report;
}

/** Runs axe over the page as it is now and fails on any serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Only the violations are read: axe then skips collecting the nodes of every pass and
    // inapplicable rule (the same rules run; the axe phase was the browser run's largest file).
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ")}`),
    }));
  expect(serious, `${label}: serious or critical axe violations`).toEqual([]);
}

/**
 * An employee with what brings out the controls of their pages: an upcoming event with
 * their RSVP and comment, a pending leave request, a suggestion. Returns the user and
 * the ids the dialogs' URLs need.
 */
export async function employeeWithThingsToDo() {
  const person = await createTestUser({ firstName: "Ndapewa" });
  const cookie = await sessionCookieFor(person.user.id);
  const hr = await createTestUser({ role: "hr" });
  const hrCookie = await sessionCookieFor(hr.user.id);
  const event = await api("/api/events", {
    method: "POST",
    cookie: hrCookie,
    body: {
      title: unique("Toolbox talk "),
      eventType: "training",
      startDate: `${addDays(todayIso(), 3)}T09:30`,
      location: "Tsumeb smelter",
      description: "Ten minutes on the new blasting signals.",
    },
  });
  if (event.status !== 201) throw new Error(`Creating the event answered ${event.status}`);
  const eventId = (event.json!.event as { id: number }).id;
  await must(api(`/api/events/${eventId}/rsvp`, { method: "POST", cookie, body: { status: "attending" } }), "the RSVP");
  await must(
    api(`/api/events/${eventId}/comments`, { method: "POST", cookie, body: { comment: "I will bring my hard hat." } }),
    "the comment",
  );
  const leave = await api("/api/leave-requests", {
    method: "POST",
    cookie,
    body: { leaveType: "vacation", ...futureRange(40, 2), reason: "Family visit" },
  });
  if (leave.status !== 201) throw new Error(`The leave request answered ${leave.status}`);
  const leaveId = (leave.json!.leaveRequest as { id: number }).id;
  await must(
    api("/api/suggestions", {
      method: "POST",
      cookie,
      body: {
        title: "Shade at the bus stop",
        description: "A roof over the bus stop at the main gate would help in summer.",
        category: "workplace",
      },
    }),
    "the suggestion",
  );
  return { user: person.user, employee: person.employee!, eventId, leaveId };
}

async function must(answer: ReturnType<typeof api>, what: string) {
  const { status } = await answer;
  if (status >= 300) throw new Error(`Creating ${what} answered ${status}`);
}
