// Files the browser build puts in one chunk per group (scripts/remix-build.mjs, issue 25):
// files that the same pages load anyway, so one request and one compressed file serve them all.
// A file belongs in a group only if the pages that load any of the group load nearly all of it:
// a page that imports one member fetches the whole group. "package:<name>" stands for a package's
// main entry, imported by its name. Checked by test/integration/page-weight.test.ts (bytes and requests per page).
export const CHUNK_GROUPS = [
  {
    // Every page's shell: the root's header, toasts, error page, session warning.
    name: "shell",
    members: [
      "app/components/app-header.tsx",
      "app/components/avatar.tsx",
      "app/components/error-page.tsx",
      "app/components/logo.tsx",
      "app/components/page-leave-beacon.tsx",
      "app/components/session-timeout-warning.tsx",
      "app/components/stylesheet.tsx",
      "app/components/ui/navigation-progress.tsx",
      "app/components/ui/toast.tsx",
      "app/nonce.tsx",
      "app/utils/use-hydrated.ts",
      // Small, and on the employee home, the tabs with a form and every form.
      "app/components/ui/form-alert.tsx",
      "app/components/ui/field-error.tsx",
    ],
  },
  {
    // Every employee page's frame: tabs, live updates.
    name: "employee-shell",
    members: [
      "app/components/dashboard/frame.tsx",
      "app/components/dashboard/tabs.ts",
      "app/components/live-updates.tsx",
      "app/components/tab-nav.tsx",
      "app/components/ui/link-delegation.ts",
      "app/components/ui/use-dismissible-details.ts",
    ],
  },
  {
    // Dates, numbers and the enumerations: most pages that show data show some of each.
    name: "words",
    members: ["app/constants.ts", "app/utils/dates.ts", "app/utils/format.ts", "app/utils/labels.ts"],
  },
  {
    // What a route with a form loads before the form (`lazyForm`): the dialog it opens in, and
    // the deferred validation that records the fields used before the form's code is here.
    name: "form-kit",
    members: ["app/components/ui/route-dialog.tsx", "app/utils/lazy-form.ts", "app/utils/use-deferred-validation.ts"],
  },
  {
    // Lists with filters and pages.
    name: "lists",
    members: [
      "app/components/ui/data-table.tsx",
      "app/components/ui/filter-form.tsx",
      "app/components/ui/pager.tsx",
      "app/utils/paging.ts",
    ],
  },
  {
    // The Leave tab (its forms are modules of their own: `lazyForm`).
    name: "leave",
    members: [
      "app/components/leave/balance-table.tsx",
      "app/components/leave/leave-request-list.tsx",
      "app/schemas/leave-messages.ts",
      "app/utils/leave-law.ts",
      "app/utils/maternity.ts",
      "app/utils/public-holidays.ts",
    ],
  },
  {
    // The Grievance tab.
    name: "grievance",
    members: [
      "app/components/grievances/grievance-badges.tsx",
      "app/components/grievances/grievance-card.tsx",
      "app/schemas/grievance-messages.ts",
    ],
  },
  {
    // The Suggestions tab.
    name: "suggestions",
    members: ["app/components/suggestions/suggestion-parts.tsx", "app/schemas/suggestion-messages.ts"],
  },
  {
    // The Profile tab, also on the employee home.
    name: "profile",
    members: [
      "app/components/dashboard/employee-data-missing.tsx",
      "app/components/profile-tab.tsx",
      "app/components/profile/picture-card.tsx",
      "app/schemas/profile-messages.ts",
    ],
  },
  {
    // The EE Committee's words and fields.
    name: "equity",
    members: ["app/components/equity/fields.tsx", "app/schemas/equity-messages.ts"],
  },
  {
    // Conform (its React half always comes with its DOM half) and the fields drawn with it.
    name: "conform",
    members: ["package:@conform-to/react", "package:@conform-to/dom", "app/components/ui/field.tsx"],
  },
];
