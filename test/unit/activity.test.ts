import { describe, expect, it } from "vitest";
import { pageNameFor } from "~/components/dashboard/page-names";
import { isRecordedPath } from "~/services/activity/recording.server";
import { browserOf, formatActivityDuration, formatRelativeTime, pageCategory } from "~/utils/activity";

describe("browserOf (spec 2 section 9: Chrome, Firefox, Safari, Edge, else Unknown, in that order)", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "Chrome"],
    ["Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0", "Chrome"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1", "Safari"],
    ["Mozilla/5.0 (Windows NT 10.0) Edge/18.19041", "Edge"],
    ["curl/8.5.0", "Unknown"],
    [null, "Unknown"],
  ])("%s is %s", (agent, browser) => {
    expect(browserOf(agent)).toBe(browser);
  });
});

describe("pageCategory (spec 2 section 9)", () => {
  it.each([
    ["/", "Dashboard"],
    ["/home", "Dashboard"],
    ["/documents", "Documents"],
    ["/admin/leave-requests", "Leave Requests"],
    ["/leave/new", "Leave Requests"],
    ["/payslips", "Payslips"],
    ["/admin/events", "Events"],
    ["/profile", "Profile"],
    ["/directory", "Other"],
  ])("%s is %s", (path, category) => {
    expect(pageCategory(path)).toBe(category);
  });
});

describe("activity durations: minutes and seconds, seconds only under a minute", () => {
  it.each([
    [0, "0s"],
    [42, "42s"],
    [60, "1m 00s"],
    [125, "2m 05s"],
    [3725, "62m 05s"],
    [null, "-"],
  ])("%s seconds read %s", (seconds, text) => {
    expect(formatActivityDuration(seconds)).toBe(text);
  });

  it("names login times relative to when the page was drawn", () => {
    const now = "2026-11-23T10:00:00Z";
    expect(formatRelativeTime("2026-11-23T09:55:00Z", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-11-23T09:59:30Z", now)).toBe("30 seconds ago");
    expect(formatRelativeTime("2026-11-21T10:00:00Z", now)).toBe("2 days ago");
  });
});

describe("which pages are recorded and what they are called", () => {
  it.each([
    ["/leave", true],
    ["/admin/employees/12", true],
    ["/api/leave-requests", false],
    ["/leave-approval/abc/approve", false],
    ["/reset-password", false],
    ["/login", false],
    ["/logout-success", false],
    ["/grievances/anonymous", false],
    ["/anonymous/report", false],
  ])("%s recorded: %s", (path, recorded) => {
    expect(isRecordedPath(path)).toBe(recorded);
  });

  it("names pages after their tab, a few known pages, or else by path", () => {
    expect(pageNameFor("/")).toBe("Dashboard");
    expect(pageNameFor("/leave/new")).toBe("Leave");
    expect(pageNameFor("/admin/employees/4/edit")).toBe("Employees");
    expect(pageNameFor("/admin/activity")).toBe("Activity Monitor");
    expect(pageNameFor("/somewhere")).toBe("/somewhere");
  });
});
