import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { createElement, lazy, memo, Suspense, useState, type ComponentType } from "react";

/**
 * A form that comes as a module of its own (issue 25): its code (the form, Conform, the
 * fields, about 11 KB compressed) is not among the files a cold page needs before it is
 * interactive. The server renders it in full, as before; in the browser the route starts
 * loading it as soon as the route's own module runs, and hydration keeps the server's form
 * (and whatever was typed into it) until it is here. Until then the form is the plain HTML
 * form every page works with without JavaScript.
 *
 * `Form` renders it inside its own `<Suspense>`, and does not render again for props equal to
 * the last ones: React drops a server-rendered boundary that is updated before its code is here
 * (showing the empty fallback, and losing what was typed), and a route's data is new objects
 * on every revalidation (live updates) even when nothing changed.
 *
 * `clientLoader` makes a navigation to the route wait for the module with the loader's data,
 * so a form opened from a link never shows an empty dialog first.
 */
export function lazyForm<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed as the module's own component below
  let loaded: ComponentType<any> | undefined;
  const loadForm = () => load().then((module) => (loaded = module[name] as ComponentType<object>));
  if (typeof document !== "undefined") void loadForm();
  const Lazy = lazy(() => loadForm().then((component) => ({ default: component })));
  // Once the module is here the component itself is drawn, not `lazy`'s, which suspends once on
  // its first use even then (the dialog would open empty, and focus nothing in the form). Chosen
  // once per form drawn: changing it later would draw a new form, losing what was typed.
  const Form = memo(
    function LazyForm(props: object) {
      const [component] = useState(() => loaded ?? Lazy);
      return createElement(Suspense, { fallback: null }, createElement(component, props));
    },
    (before, after) => JSON.stringify(before) === JSON.stringify(after),
  );
  return {
    Form: Form as unknown as Module[Name],
    clientLoader: async ({ serverLoader }: ClientLoaderFunctionArgs) => {
      const [data] = await Promise.all([serverLoader(), loadForm()]);
      return data;
    },
  };
}
