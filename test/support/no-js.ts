import { getQueriesForElement, type BoundFunctions, type queries } from "@testing-library/dom";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { JSDOM } from "jsdom";
import { baseUrl, sessionCookieFor } from "./session";

/**
 * A browser without JavaScript, made of HTTP requests: it follows links and redirects,
 * keeps cookies, fills and submits forms the way a browser builds their bodies (URL-encoded
 * or multipart, the clicked button's name and value, files chosen for file inputs, the
 * browser's own check of `required` fields) and parses the HTML it gets back (jsdom, no
 * scripts run). Journeys whose point is "works without JavaScript" run on it: the same
 * pages, forms and messages as in Chromium, at a fraction of the cost. Queries are
 * Testing Library's (by role and accessible name, by label, by text).
 */

type Queries = BoundFunctions<typeof queries>;

export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** What a page answered: a parsed HTML document, or (a download, JSON) its bytes. */
export class NoJsPage {
  readonly document: Document;
  readonly screen: Queries;
  /** Files chosen for file inputs, by input (a browser keeps them on the element). */
  readonly files = new Map<HTMLInputElement, ChosenFile[]>();

  constructor(
    readonly browser: NoJsBrowser,
    readonly url: URL,
    readonly status: number,
    readonly headers: Headers,
    readonly body: Buffer,
  ) {
    const html = (headers.get("content-type") ?? "").includes("text/html") ? body.toString("utf8") : "";
    this.document = new JSDOM(html, { url: url.href }).window.document;
    this.screen = getQueriesForElement(this.document.body);
  }

  get path() {
    return this.url.pathname + this.url.search;
  }

  /** Testing Library's queries inside one element (a region, a dialog's form, a row). */
  within(element: Element): Queries {
    return getQueriesForElement(element as HTMLElement);
  }

  /** The texts of a list's items, in order. */
  itemTexts(list: Element) {
    return this.within(list)
      .getAllByRole("listitem")
      .map((item) => this.text(item));
  }

  /** A route's form shown as a page section (what is a dialog with JavaScript), by its accessible name. */
  region(name: string | RegExp) {
    const element = this.screen.getByRole("region", { name });
    return Object.assign(this.within(element), { element });
  }

  /** Whether an element (the whole page by default) shows this text, as a person reads it. */
  shows(text: string, element: Element = this.document.body) {
    return this.text(element).includes(text.replace(/\s+/g, " ").trim());
  }

  /**
   * The text a person reads in an element, spaces collapsed: never what scripts carry (the
   * loader data Remix puts in the page is not something a person reads).
   */
  text(element: Element = this.document.body) {
    const copy = element.cloneNode(true) as Element;
    for (const unread of copy.querySelectorAll("script, style, template")) unread.remove();
    return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
  }

  /** The message boxes (toasts) of a role that hold `title` exactly. */
  messageBoxes(title: string, role: "alert" | "status" = "alert") {
    return this.screen.queryAllByRole(role).filter((box) => this.within(box).queryAllByText(title, { exact: true }).length > 0);
  }

  /** A message box (toast): role alert (failures) or status (successes), holding `title` exactly. */
  messageBox(title: string, role: "alert" | "status" = "alert") {
    const boxes = this.messageBoxes(title, role);
    if (boxes.length === 0) throw new Error(`No ${role} message "${title}" on ${this.path}:\n${this.text().slice(0, 2000)}`);
    return boxes[0];
  }

  /** The accessible description of a field (its error or hint, by aria-describedby). */
  description(element: Element) {
    return computeAccessibleDescription(element);
  }

  fill(element: Element, value: string) {
    (element as HTMLInputElement | HTMLTextAreaElement).value = value;
  }

  /** Chooses an option of a select, by value or by its label. */
  select(element: Element, choice: string | { label: string }) {
    const select = element as HTMLSelectElement;
    const option = [...select.options].find((candidate) =>
      typeof choice === "string" ? candidate.value === choice : candidate.label.trim() === choice.label,
    );
    if (!option) throw new Error(`No option ${JSON.stringify(choice)} in ${select.name}`);
    select.value = option.value;
  }

  check(element: Element, checked = true) {
    (element as HTMLInputElement).checked = checked;
  }

  chooseFiles(element: Element, files: ChosenFile[]) {
    this.files.set(element as HTMLInputElement, files);
  }

  /** Follows a link, or submits the form of a submit button (what a click does without JavaScript). */
  async click(element: Element): Promise<NoJsPage> {
    if (element instanceof this.document.defaultView!.HTMLAnchorElement) {
      return this.browser.goto(new URL(element.getAttribute("href")!, this.url).href);
    }
    const button = element as HTMLButtonElement;
    if (button.form && button.type === "submit") return this.submit(button.form, button);
    throw new Error(`A click on <${element.tagName.toLowerCase()}> does nothing without JavaScript`);
  }

  /**
   * Submits a form as a browser does: a required field left empty (or another invalid value
   * the browser checks itself) stops it, unless the form says novalidate; the clicked button's
   * name and value are sent; the button's formaction/formmethod win over the form's.
   */
  async submit(form: HTMLFormElement, submitter?: HTMLButtonElement | HTMLInputElement): Promise<NoJsPage> {
    const validate = !form.noValidate && !submitter?.formNoValidate;
    if (validate) {
      const invalid = [...form.elements].find((element) => {
        const field = element as HTMLInputElement;
        // jsdom cannot hold chosen files: a file input is valid when it is optional or has files here.
        if (field.type === "file") return field.required && !this.files.get(field)?.length;
        return "checkValidity" in field && !field.checkValidity();
      });
      if (invalid) throw new BrowserRefusedToSubmit(invalid as HTMLInputElement);
    }
    const method = (submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get").toUpperCase();
    const action = new URL(submitter?.getAttribute("formaction") ?? form.getAttribute("action") ?? this.url.href, this.url);
    const entries = this.entries(form, submitter);
    if (method === "GET") {
      action.search = new URLSearchParams(
        entries.map(([name, value]) => [name, typeof value === "string" ? value : value.name]),
      ).toString();
      return this.browser.goto(action.href);
    }
    const multipart = (form.getAttribute("enctype") ?? "").toLowerCase() === "multipart/form-data";
    let body: URLSearchParams | FormData;
    if (multipart) {
      body = new FormData();
      for (const [name, value] of entries) {
        if (typeof value === "string") body.append(name, value);
        else body.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
      }
    } else {
      body = new URLSearchParams(entries.map(([name, value]) => [name, typeof value === "string" ? value : value.name]));
    }
    return this.browser.request(action.href, { method: "POST", body });
  }

  /** The form's entry list (HTML's "constructing the entry list"). */
  private entries(form: HTMLFormElement, submitter?: HTMLButtonElement | HTMLInputElement) {
    const entries: [string, string | ChosenFile][] = [];
    for (const element of form.elements) {
      const field = element as HTMLInputElement;
      if (!field.name || field.disabled || field.closest("fieldset:disabled")) continue;
      const type = (field.getAttribute("type") ?? "").toLowerCase();
      if (element.tagName === "BUTTON" || ["submit", "image", "reset", "button"].includes(type)) {
        if (element === submitter) entries.push([field.name, field.value]);
        continue;
      }
      if ((type === "checkbox" || type === "radio") && !field.checked) continue;
      if (element.tagName === "SELECT") {
        for (const option of (element as HTMLSelectElement).selectedOptions) entries.push([field.name, option.value]);
        continue;
      }
      if (type === "file") {
        const chosen = this.files.get(field) ?? [];
        // A file input with nothing chosen still sends an empty part, as browsers do.
        if (!chosen.length) entries.push([field.name, { name: "", mimeType: "application/octet-stream", buffer: Buffer.alloc(0) }]);
        for (const file of chosen) entries.push([field.name, file]);
        continue;
      }
      entries.push([field.name, field.value]);
    }
    return entries;
  }

  /** The same address again (a reload). */
  reload() {
    return this.browser.goto(this.url.href);
  }
}

/** A browser would not send this form: a field fails the browser's own check. */
export class BrowserRefusedToSubmit extends Error {
  constructor(readonly field: HTMLInputElement) {
    super(`The browser would not submit the form: ${field.name} is invalid (${field.validationMessage || "constraint"})`);
  }
}

export class NoJsBrowser {
  private readonly cookies = new Map<string, string>();
  /** Every request sent, in order (what a test would read from the browser's network log). */
  readonly requests: { method: string; pathname: string }[] = [];

  constructor(private readonly origin = baseUrl()) {}

  /** Signs in as a user with a session cookie made directly (STYLE.md: only the login tests use the form). */
  async signIn(userId: number) {
    return this.withCookie(await sessionCookieFor(userId));
  }

  /** Holds a cookie given as `name=value` (a session made the way the login form makes it). */
  withCookie(cookie: string) {
    const separator = cookie.indexOf("=");
    this.cookies.set(cookie.slice(0, separator), cookie.slice(separator + 1));
    return this;
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  goto(path: string) {
    return this.request(new URL(path, this.origin).href, { method: "GET" });
  }

  /** One navigation: the request, then every redirect (a 303 or 302 after a POST becomes a GET). */
  async request(url: string, init: { method: string; body?: URLSearchParams | FormData }): Promise<NoJsPage> {
    let current = new URL(url);
    let method = init.method;
    let body = init.body;
    for (let hop = 0; hop < 10; hop++) {
      const headers: Record<string, string> = { Accept: "text/html,application/xhtml+xml,*/*" };
      if (this.cookies.size) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      // Chromium sends the page's origin with every form post.
      if (method !== "GET") headers.Origin = new URL(this.origin).origin;
      this.requests.push({ method, pathname: current.pathname });
      const response = await fetch(current, { method, headers, body, redirect: "manual" });
      this.keepCookies(response.headers);
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        current = new URL(location, current);
        if (response.status !== 307 && response.status !== 308) {
          method = "GET";
          body = undefined;
        }
        continue;
      }
      return new NoJsPage(this, current, response.status, response.headers, Buffer.from(await response.arrayBuffer()));
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  private keepCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const [name, value] = [pair.slice(0, separator).trim(), pair.slice(separator + 1).trim()];
      const expired = attributes.some((attribute) => {
        const [key, setting = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(setting) <= 0;
        if (key.toLowerCase() === "expires") return new Date(setting).getTime() <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
